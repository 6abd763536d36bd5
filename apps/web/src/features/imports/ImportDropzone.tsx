import { useRef, useState, type DragEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { IMPORT_MESSAGES } from './imports.api.ts';

const ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv'];

/**
 * True for a file named like an Excel workbook (.xlsx or .xls) or a CSV file (read only as Wave's
 * transactions export); the server checks the content.
 */
export function isSpreadsheetFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

interface ImportDropzoneProps {
  disabled?: boolean;
  onFile: (file: File) => void;
  /** A refused drop (wrong type, several files). */
  onReject: (message: string) => void;
}

/** The single-file dropzone of the import step: .xlsx and .xls (spec part 2 §2, §5), and Wave's .csv export. */
export function ImportDropzone({ disabled = false, onFile, onReject }: ImportDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      onReject(IMPORT_MESSAGES.oneFile);
      return;
    }
    const file = files[0];
    if (!file) return;
    if (!isSpreadsheetFile(file)) {
      onReject(IMPORT_MESSAGES.onlySpreadsheets);
      return;
    }
    onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Box
      data-testid="import-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <UploadFileIcon color="primary" fontSize="large" />
      <Typography gutterBottom>
        Drag and drop your Excel file here (.xlsx or .xls, or Wave&apos;s transactions export as .csv), or
      </Typography>
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        Choose file
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Excel file"
        accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
