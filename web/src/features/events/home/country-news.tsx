import { EVENT_PAGE_NEWS } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LinkifiedText } from '@/components/linkified-text';
import { paths } from '@/config/paths';
import { useLiveNews } from '@/hooks/use-live-news';
import { formatDate } from '@/lib/zoned-time';
import { EVENT_HOME_TEXTS } from './event-home';
import { HomeSection, Lines } from './home-section';

/** The latest news of the event's country, with the way to all of them. */
export function CountryNews({ tenantId }: { tenantId: string }) {
  const live = useLiveNews(tenantId, EVENT_PAGE_NEWS);
  let body: ReactNode;
  if (live.status === 'loading') body = <Lines />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (live.items.length === 0) body = <Typography color="text.secondary">{EVENT_HOME_TEXTS.noNews}</Typography>;
  else {
    const newest = [...live.items].sort((a, b) => b.creation_date.localeCompare(a.creation_date));
    body = (
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {newest.map((item) => (
          <Box component="li" key={item.id}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="time" dateTime={item.creation_date}>
              {formatDate(new Date(item.creation_date))} · {item.author_name}
            </Typography>
            <LinkifiedText
              text={item.content}
              variant="body2"
              sx={{
                mt: 0.5,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <HomeSection
      title={EVENT_HOME_TEXTS.news}
      action={
        <Button component={RouterLink} to={paths.main.news.newslist({ t: tenantId })} size="small">
          {EVENT_HOME_TEXTS.allNews}
        </Button>
      }
    >
      {body}
    </HomeSection>
  );
}
