import type { News } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { LinkifiedText } from '@/components/linkified-text';
import { paths } from '@/config/paths';
import { useStoredFileAddress } from '@/hooks/use-stored-file-address';
import { formatNewsDate } from '../lib/news-dates';

interface NewsCardProps {
  item: News;
  /** The viewer administers the item's country: edit and delete icons. */
  canEdit: boolean;
  onDelete: (item: News) => void;
}

/**
 * One news item (docs/product.md §2): image, title, country flag, author, date (viewer's zone, named) and linkified
 * content. Wrapping rows use gaps, not margins, so a wrapped line starts flush at a phone's width.
 */
export function NewsCard({ item, canEdit, onDelete }: NewsCardProps) {
  // The photo is read under storage.rules (signed-in only): a fresh address from its reference.
  const photo = useStoredFileAddress(item.attachment_ref, item.attachment_url);
  return (
    <Card
      component="article"
      aria-label={item.title}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      {photo ? (
        <Box
          component="img"
          src={photo}
          alt=""
          sx={{
            width: { xs: '100%', sm: 220 },
            height: { xs: 180, sm: 'auto' },
            minHeight: { sm: 160 },
            objectFit: 'cover',
            flexShrink: 0,
          }}
        />
      ) : null}
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
              {item.sticky ? <Chip size="small" color="primary" icon={<PushPinOutlined />} label="Sticky" /> : null}
              <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
            </Stack>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
            >
              <CountryFlag tenant={item.tenant} width={24} />
              <Typography variant="body2">{countryLabel(item.tenant)}</Typography>
              <Typography variant="body2" aria-hidden>
                ·
              </Typography>
              <Typography variant="body2">By {item.author_name}</Typography>
              <Typography variant="body2" aria-hidden>
                ·
              </Typography>
              <Typography variant="body2" component="time" dateTime={item.creation_date}>
                {formatNewsDate(item.creation_date)}
              </Typography>
            </Stack>
          </Stack>
          {canEdit ? (
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <Tooltip title="Edit news">
                <IconButton
                  component={RouterLink}
                  to={paths.main.news.editnews({ e: item.id, t: item.tenant_id })}
                  aria-label={`Edit ${item.title}`}
                >
                  <EditOutlined />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete news">
                <IconButton color="error" onClick={() => onDelete(item)} aria-label={`Delete ${item.title}`}>
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null}
        </Stack>
        <LinkifiedText text={item.content} variant="body1" sx={{ mt: 1.5 }} />
      </CardContent>
    </Card>
  );
}
