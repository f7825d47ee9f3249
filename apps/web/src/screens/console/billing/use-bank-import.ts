import { useCallback, useRef, useState } from 'react';
import type { ConsolePaymentImportAnswer } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consolePaymentImport } from '../api/billing';
import { chosenFileProblem } from './bank-file';

export interface BankImportState {
  text: string;
  setText: (text: string) => void;
  /** The file chosen last, while its text is the one in the box. */
  fileName: string | null;
  choose: (file: File | undefined) => void;
  /** Why the file or the text cannot be checked, or why the check failed. */
  problem: string | null;
  checking: boolean;
  check: () => void;
  /** The dry run of the text as it is now; null once the text changes. */
  checked: ConsolePaymentImportAnswer | null;
  confirmOpen: boolean;
  openConfirm: () => void;
  closeConfirm: () => void;
  recording: boolean;
  /** Why recording was refused (the 409 when a row could no longer be applied). */
  recordError: string | null;
  record: () => void;
  /** What the last file recorded. */
  recorded: ConsolePaymentImportAnswer | null;
  clearRecorded: () => void;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The bank file's text, its dry run, and recording it after the confirm. */
export function useBankImport(): BankImportState {
  const [text, setTextState] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<ConsolePaymentImportAnswer | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [recording, setRecording] = useState(false);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<ConsolePaymentImportAnswer | null>(null);
  // A file read or a check that finishes after the text changed again must not overwrite it.
  const version = useRef(0);

  const setText = useCallback((next: string) => {
    version.current += 1;
    setTextState(next);
    setFileName(null);
    setChecked(null);
    setProblem(null);
  }, []);

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      const tooBig = chosenFileProblem(file);
      if (tooBig) {
        setProblem(tooBig);
        return;
      }
      const asked = ++version.current;
      file.text().then(
        (read) => {
          if (asked !== version.current) return;
          setText(read);
          setFileName(file.name);
        },
        () => setProblem(`${file.name} could not be read.`),
      );
    },
    [setText],
  );

  const check = useCallback(() => {
    if (!text.trim()) {
      setProblem('Choose a bank file or paste its text first.');
      return;
    }
    const asked = version.current;
    setChecking(true);
    setProblem(null);
    setRecorded(null);
    consolePaymentImport({ csv: text, apply: false })
      .then(
        (answer) => {
          if (asked === version.current) setChecked(answer);
        },
        (error: unknown) => {
          if (asked === version.current) setProblem(messageOf(error, 'The file could not be checked. Please try again.'));
        },
      )
      .finally(() => setChecking(false));
  }, [text]);

  const record = useCallback(() => {
    setRecording(true);
    setRecordError(null);
    consolePaymentImport({ csv: text, apply: true })
      .then(
        (answer) => {
          setConfirmOpen(false);
          setRecorded(answer);
          version.current += 1;
          setTextState('');
          setFileName(null);
          setChecked(null);
        },
        (error: unknown) => setRecordError(messageOf(error, 'The payments could not be recorded. Please try again.')),
      )
      .finally(() => setRecording(false));
  }, [text]);

  return {
    text,
    setText,
    fileName,
    choose,
    problem,
    checking,
    check,
    checked,
    confirmOpen,
    openConfirm: () => {
      setRecordError(null);
      setConfirmOpen(true);
    },
    closeConfirm: () => setConfirmOpen(false),
    recording,
    recordError,
    record,
    recorded,
    clearRecorded: () => setRecorded(null),
  };
}
