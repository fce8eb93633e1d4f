import { CONFIRMATIONS, newsTitleMatches, OVERLAYS, TOASTS, type News } from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useLiveNews } from '@/hooks/use-live-news';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { deleteNews } from '../api/news';
import { NewsCard } from './news-card';

/** The filter's value for every country (no t). */
const ALL = 'all';

const NEWS_TEXTS = {
  title: 'News',
  filter: 'See news from',
  allCountries: 'All countries',
  search: 'Search by title',
  add: 'Add news',
  deleteTitle: 'Delete news',
  deleteQuestion: CONFIRMATIONS.deleteNews,
  empty: (admin: boolean) =>
    admin ? 'No news yet. Add news to tell this country what is going on.' : 'No news yet. Come back later.',
  noMatch: 'No news title contains this text. Try another word.',
} as const;

function NewsSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the news">
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <CardContent>
            <Skeleton variant="text" width="40%" height={32} />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="rectangular" height={60} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * '/main/news/newslist?t' (docs/product.md §2 News): a country's news (every country's without t), live, sticky
 * items first then the newest, searchable by title. Country admins get Add news and "See news from";
 * admins of an item's country its edit and delete icons.
 */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const tenantId = params.get('t') || null;
  const rights = useRights();
  const tenants = useLiveTenants();
  const live = useLiveNews(tenantId);
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const admin = rights.isAdminOfAnyTenant;

  const country = tenants.status === 'ready' && tenantId ? tenants.tenants.find((t) => t.id === tenantId) : undefined;
  const shown = useMemo(
    () => (live.status === 'ready' ? live.items.filter((item) => newsTitleMatches(item.title, search)) : []),
    [live, search],
  );

  const remove = async (item: News) => {
    if (!(await confirm(NEWS_TEXTS.deleteTitle, NEWS_TEXTS.deleteQuestion(item.title), DELETE_ACTION))) return;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => deleteNews(item.id));
      toast.info(TOASTS.newsDeleted);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 2, mb: 3 }}
      >
        <Typography variant="h1">
          {NEWS_TEXTS.title}
          {country ? ` · ${country.country_name}` : ''}
        </Typography>
        {admin ? (
          <Button
            component={RouterLink}
            to={paths.main.news.editnews({ t: tenantId })}
            variant="contained"
            startIcon={<Add />}
          >
            {NEWS_TEXTS.add}
          </Button>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {admin ? (
          <TextField
            select
            label={NEWS_TEXTS.filter}
            value={tenantId ?? ALL}
            onChange={(event) => setParams(event.target.value === ALL ? {} : { t: event.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ALL}>{NEWS_TEXTS.allCountries}</MenuItem>
            {tenants.status === 'ready'
              ? tenants.tenants.map((tenant) => (
                  <MenuItem key={tenant.id} value={tenant.id}>
                    {tenant.country_name}
                  </MenuItem>
                ))
              : tenantId
                ? [
                    <MenuItem key={tenantId} value={tenantId}>
                      {tenantId}
                    </MenuItem>,
                  ]
                : null}
          </TextField>
        ) : null}
        <TextField
          label={NEWS_TEXTS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
      </Stack>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {live.status === 'loading' ? <NewsSkeleton /> : null}
      {live.status === 'error' ? <Alert severity="error">{live.error}</Alert> : null}
      {live.status === 'ready' && live.items.length === 0 ? (
        <Alert severity="info">{NEWS_TEXTS.empty(admin)}</Alert>
      ) : null}
      {live.status === 'ready' && live.items.length > 0 && shown.length === 0 ? (
        <Alert severity="info">{NEWS_TEXTS.noMatch}</Alert>
      ) : null}
      <Stack spacing={2} component="section" aria-label="News items">
        {shown.map((item) => (
          <NewsCard
            key={item.id}
            item={item}
            canEdit={rights.isAdminOf(item.tenant_id)}
            onDelete={(news) => void remove(news)}
          />
        ))}
      </Stack>
    </Container>
  );
}
