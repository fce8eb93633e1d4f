import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Container from '@mui/material/Container';
import { ProblemCard } from '@/components/feedback/problem-card';
import { paths } from '@/config/paths';

export const UNKNOWN_COUNTRY_TEXTS = {
  title: 'Country not found',
  text: (code: string) => `There is no country with the code “${code.toUpperCase()}”.`,
  chooseCountry: 'Choose a country',
} as const;

/**
 * The events list of a country code that no country has (`?t=zz`, a mistyped or old address): said so,
 * with the way back to choosing a country, rather than an empty "ZZ events" list.
 */
export function UnknownCountry({ code }: { code: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <ProblemCard
        code="404"
        title={UNKNOWN_COUNTRY_TEXTS.title}
        ways={[
          { label: UNKNOWN_COUNTRY_TEXTS.chooseCountry, to: paths.main.selectcountry(), icon: <PublicOutlined /> },
        ]}
      >
        {UNKNOWN_COUNTRY_TEXTS.text(code)}
      </ProblemCard>
    </Container>
  );
}
