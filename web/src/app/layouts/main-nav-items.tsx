import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import type { ReactElement } from 'react';
import { paths } from '@/config/paths';
import { readSelectedTenant } from '@/lib/selected-tenant';

export type Section = 'country' | 'news' | 'countries' | 'upcoming' | 'own' | null;

export interface NavItem {
  label: string;
  icon: ReactElement;
  to: () => string;
  section: Section;
}

// Real links (spec: navigation items are links), their addresses computed at each render: the selected
// country can change while the bar stays mounted. The country selector ("Go to country events") is
// CountrySwitch, a list of the countries' own links.
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'News',
    icon: <NewspaperOutlined />,
    to: () => paths.main.news.newslist({ t: readSelectedTenant() }),
    section: 'news',
  },
  { label: 'Countries', icon: <FlagOutlined />, to: () => paths.main.selectcountry(), section: 'countries' },
  {
    label: 'Upcoming events',
    icon: <EventAvailableOutlined />,
    to: () => paths.main.events.upcoming({ m: 1 }),
    section: 'upcoming',
  },
  { label: 'My events', icon: <PersonOutline />, to: () => paths.main.events.eventslist({ m: 0 }), section: 'own' },
];
