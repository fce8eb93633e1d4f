import type { AgendaFile } from '@agenda/contract';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import { kindOfName, type AgendaFileKind } from './agenda-files';

/** A file's kind as its icon (PDF, slides, sheet, document, image), in a square frame. */
export function FileTypeIcon({ kind }: { kind: AgendaFileKind | null }) {
  const frame = {
    width: 48,
    height: 48,
    flexShrink: 0,
    borderRadius: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
  } as const;
  const Icon =
    kind?.extension === 'pdf'
      ? PictureAsPdfOutlined
      : kind?.extension === 'pptx'
        ? SlideshowOutlined
        : kind?.extension === 'xlsx'
          ? TableChartOutlined
          : kind?.extension === 'docx'
            ? DescriptionOutlined
            : kind
              ? ImageOutlined
              : InsertDriveFileOutlined;
  return (
    <Box sx={frame}>
      <Icon sx={{ color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}

/** A stored file's kind, by its Storage name, else by the name it was given. */
export const storedKind = (file: AgendaFile) => kindOfName(file.reference) ?? kindOfName(file.name);
