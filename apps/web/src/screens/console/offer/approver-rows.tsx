import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { APPROVER_EMAIL_MAX_LENGTH, APPROVER_NAME_MAX_LENGTH } from '@portal/domain';
import type { ApproverRow } from './spending-draft';

interface ApproverRowsProps {
  rows: ApproverRow[];
  onChange: (rows: ApproverRow[]) => void;
  /** Each field's problem by 'approvers.<n>.name' / '.email', and the list's by 'approvers'. */
  problems: Record<string, string | undefined>;
  readOnly: boolean;
  /** Said where there is none: whose approvers then decide. */
  noneText: string;
}

/**
 * One or two approvers, a name and an e-mail each: the first is asked, the second takes over when
 * the first has not answered in time. Their e-mails are kept on the server's side of the offer.
 */
export function ApproverRows({ rows, onChange, problems, readOnly, noneText }: ApproverRowsProps) {
  const set = (index: number, patch: Partial<ApproverRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Box>
      {rows.length === 0 && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{noneText}</Typography>}
      {rows.map((row, index) => (
        <Box key={index} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
          <TextField
            label={`Approver ${index + 1}: name`}
            size="small"
            value={row.name}
            disabled={readOnly}
            onChange={(event) => set(index, { name: event.target.value })}
            error={Boolean(problems[`approvers.${index}.name`])}
            helperText={
              problems[`approvers.${index}.name`] ??
              (index === 0 ? 'Asked first.' : 'Takes over when the first has not answered.')
            }
            slotProps={{ htmlInput: { maxLength: APPROVER_NAME_MAX_LENGTH, autoComplete: 'off' } }}
            sx={{ flex: '1 1 200px', minWidth: 0 }}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: '1 1 260px', minWidth: 0 }}>
            <TextField
              label={`Approver ${index + 1}: e-mail`}
              size="small"
              type="email"
              value={row.email}
              disabled={readOnly}
              onChange={(event) => set(index, { email: event.target.value })}
              error={Boolean(problems[`approvers.${index}.email`])}
              helperText={problems[`approvers.${index}.email`]}
              slotProps={{ htmlInput: { maxLength: APPROVER_EMAIL_MAX_LENGTH, spellCheck: false, autoComplete: 'off' } }}
              sx={{ flex: '1 1 0', minWidth: 0 }}
            />
            {!readOnly && (
              <IconButton
                aria-label={`Remove approver ${index + 1}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <DeleteOutlined />
              </IconButton>
            )}
          </Box>
        </Box>
      ))}
      {problems.approvers && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 1 }}>
          {problems.approvers}
        </Typography>
      )}
      {!readOnly && rows.length < 2 && (
        <Button startIcon={<AddOutlined />} onClick={() => onChange([...rows, { name: '', email: '' }])}>
          {rows.length === 0 ? 'Add an approver' : 'Add a second approver'}
        </Button>
      )}
    </Box>
  );
}
