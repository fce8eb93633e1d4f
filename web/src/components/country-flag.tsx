import { GLOBAL_TENANT_LOCALE } from '@agenda/contract';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';

/** What a flag needs of a country: the API's summaries, Firestore's tenants and groups' countries all fit. */
export interface FlagOwner {
  /** The tenant's id where known: the global tenant ('un') is shown as Global with a globe. */
  id?: string;
  country_name: string;
  flag_image_url: string | null;
}

/** The global tenant holds the ROOT authority, not a country: it has no flag of its own. */
const isGlobalTenant = (tenant: FlagOwner | null | undefined): boolean => !tenant || tenant.id === GLOBAL_TENANT_LOCALE;

/** docs/product.md §2: an authority without a country is shown as "Global". */
const GLOBAL_LABEL = 'Global';

export function countryLabel(tenant: FlagOwner | null | undefined): string {
  return !tenant || isGlobalTenant(tenant) ? GLOBAL_LABEL : tenant.country_name;
}

/**
 * A country's flag, or a globe where there is none. Decorative: the country's name is always
 * written next to it.
 */
export function CountryFlag({ tenant, width = 30 }: { tenant: FlagOwner | null | undefined; width?: number }) {
  const height = Math.round((width * 2) / 3);
  if (!tenant?.flag_image_url || isGlobalTenant(tenant)) {
    // The globe takes the flag's box, so that rows with and without a flag line up.
    return (
      <Box sx={{ width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <PublicOutlined sx={{ fontSize: height + 4, color: 'text.secondary' }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={tenant.flag_image_url}
      alt=""
      width={width}
      height={height}
      sx={{
        display: 'block',
        objectFit: 'cover',
        borderRadius: 0.5,
        boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}`,
      }}
    />
  );
}
