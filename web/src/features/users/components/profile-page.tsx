import { mayEditRightsOf, OVERLAYS } from '@agenda/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Person from '@mui/icons-material/Person';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CountryFlag } from '@/components/country-flag';
import { ProblemCard } from '@/components/feedback/problem-card';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { getCurrentUser, getUserProfile, refreshUserFromDirectory } from '../api/get-user';
import { fullName, isFullUser, type User, type UserProfile } from '../api/user-schema';
import { AuthorityList } from './authority-list';
import { CalendarFeedCard } from './calendar-feed-card';
import { LeaderboardListingCard } from './leaderboard-listing-card';
import { MyPointsCard } from './my-points-card';

function ProfileCard({ user, onRefresh }: { user: UserProfile; onRefresh: (() => void) | null }) {
  const name = fullName(user);
  return (
    <Card>
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2.5, md: 4 } }}
      >
        {user.avatar_url ? (
          <Avatar src={user.avatar_url} alt={name} sx={{ width: 96, height: 96 }} />
        ) : (
          <Avatar sx={{ width: 96, height: 96, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Person sx={{ fontSize: 56 }} />
          </Avatar>
        )}
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="h1">{name}</Typography>
          {user.job_title ? (
            <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: '1.05rem' }}>
              {user.job_title}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            {user.tenant ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CountryFlag tenant={user.tenant} width={27} />
                <Typography>{user.tenant.country_name}</Typography>
              </Stack>
            ) : null}
            {isFullUser(user) ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <MailOutline fontSize="small" sx={{ color: 'text.secondary' }} />
                <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
              </Stack>
            ) : null}
          </Stack>
        </Box>
        {onRefresh ? (
          <Button
            variant="outlined"
            startIcon={<Sync />}
            onClick={onRefresh}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            Refresh from directory
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RightsCard({ user, editable }: { user: User; editable: boolean }) {
  return (
    <Card>
      <CardHeader
        title="Rights"
        slotProps={{ title: { component: 'h2', variant: 'h3' } }}
        action={
          editable ? (
            <Tooltip title="Edit rights">
              <IconButton
                aria-label="Edit rights"
                component={RouterLink}
                to={paths.main.administration.edituser({ id: user.email })}
                color="primary"
              >
                <EditOutlined />
              </IconButton>
            </Tooltip>
          ) : null
        }
        sx={{ px: { xs: 2, md: 3 }, pt: 2.5, pb: 0.5 }}
      />
      <Box sx={{ px: { xs: 0, md: 1 }, pb: 1 }}>
        <AuthorityList authorities={user.user_authorities} />
      </Box>
    </Card>
  );
}

export const PROFILE_TEXTS = {
  notFoundTitle: 'User not found',
  notFound: 'No user has this id: they may have been removed, or the address is mistyped.',
} as const;

/** '/main/profile?id={user id}': a user's profile and rights; without id, your own. */
export function ProfilePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const rights = useRights();
  const overlay = useOverlay();
  const [actionError, setActionError] = useState<string | null>(null);
  const load = useCallback(() => (id ? getUserProfile(id) : getCurrentUser()), [id]);
  const [state, setUser] = useAsyncData<UserProfile>(load);

  if (state.status === 'loading') return <PageSpinner label="Loading the profile" />;
  if (state.status === 'error' && state.httpStatus === 404) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <ProblemCard
          code="404"
          title={PROFILE_TEXTS.notFoundTitle}
          ways={[
            { label: 'Your profile', to: paths.main.profile(), icon: <Person /> },
            { label: 'Back to home', to: paths.home(), icon: <HomeOutlined /> },
          ]}
        >
          {PROFILE_TEXTS.notFound}
        </ProblemCard>
      </Container>
    );
  }
  if (state.status === 'error') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity="error">{state.error}</Alert>
      </Container>
    );
  }

  const user = state.data;
  const own = !id || user.id === rights.uid;
  const refresh = async () => {
    setActionError(null);
    try {
      setUser(await overlay.run(OVERLAYS.loadingDirectory, () => refreshUserFromDirectory()));
    } catch (error) {
      setActionError(unreportedErrorText(error));
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <ProfileCard user={user} onRefresh={own ? () => void refresh() : null} />
        {actionError ? (
          <Alert severity="error" onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        ) : null}
        {/* A colleague's address and rights are shown to them, the admins of their country and root only:
            the API answers everyone else the public profile (need to know). Edit rights follows the
            rights update's rule (docs/product.md §6): the admins of each authority's own country, and root. */}
        {isFullUser(user) ? (
          <RightsCard user={user} editable={mayEditRightsOf(rights.principal, user.user_authorities)} />
        ) : null}
        {own ? <MyPointsCard /> : null}
        {own ? <LeaderboardListingCard /> : null}
        {own ? <CalendarFeedCard /> : null}
      </Stack>
    </Container>
  );
}
