import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE, type OfferPriceFileAnswer } from '@portal/domain';
import { consoleOfferPriceFile } from '../api/offer';
import { base64Of } from '../file-base64';

type Format = 'csv' | 'xlsx';

/** The most a chosen file may weigh: its base64 stays under the server's 6 MB. */
const MOST_BYTES = 4 * 1024 * 1024;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE);

/** A file read as the server takes it: a CSV's text, an XLSX in base64. */
async function readFile(file: File): Promise<{ format: Format; file: string }> {
  if (/\.xlsx$/i.test(file.name)) return { format: 'xlsx', file: await base64Of(file) };
  return { format: 'csv', file: await file.text() };
}

/**
 * A file of items and prices: chosen, checked first (a dry run: what it would create and change,
 * and each wrong row), then applied to the draft only when no row is wrong.
 */
export function usePriceImport(group: string) {
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<{ name: string; format: Format; file: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<OfferPriceFileAnswer | null>(null);
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<OfferPriceFileAnswer | null>(null);
  // A check that finishes after another file was chosen must not show over it.
  const version = useRef(0);

  const check = (body: { format: Format; file: string }) => {
    const asked = version.current;
    setChecking(true);
    consoleOfferPriceFile(group, { ...body, apply: false })
      .then(
        (answer) => {
          if (asked === version.current) setChecked(answer);
        },
        (error: unknown) => {
          if (asked === version.current) setProblem(messageOf(error));
        },
      )
      .finally(() => setChecking(false));
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const asked = ++version.current;
    setChecked(null);
    setApplied(null);
    setProblem(null);
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setProblem(`${file.name} is neither a CSV nor an XLSX file.`);
      return;
    }
    if (file.size > MOST_BYTES) {
      setProblem(`${file.name} is larger than 4 MB.`);
      return;
    }
    readFile(file).then(
      (read) => {
        if (asked !== version.current) return;
        setChosen({ name: file.name, ...read });
        check(read);
      },
      () => setProblem(`${file.name} could not be read.`),
    );
  };

  const apply = async () => {
    if (!chosen) return;
    setApplying(true);
    setProblem(null);
    try {
      const answer = await consoleOfferPriceFile(group, { format: chosen.format, file: chosen.file, apply: true });
      if (!answer.applied) {
        setChecked(answer);
        return;
      }
      await revalidator.revalidate();
      version.current += 1;
      setApplied(answer);
      setChecked(null);
      setChosen(null);
    } catch (caught) {
      setProblem(messageOf(caught));
    } finally {
      setApplying(false);
    }
  };

  return {
    fileName: chosen?.name ?? null,
    choose,
    problem,
    checking,
    /** The dry run of the file chosen. */
    checked,
    applying,
    apply,
    /** What the last file applied to the draft, until another is chosen. */
    applied,
    clearApplied: () => setApplied(null),
  };
}

export type PriceImport = ReturnType<typeof usePriceImport>;
