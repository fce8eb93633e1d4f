// The two-table user picker, shared by the people screens of events and agendas, notifications and groups.
export { TwoTableUserPicker } from './two-table-user-picker';
export { formatCount, loadExistingUsers, searchUsersPage, type PickedUser } from './picker-data';
export { readAddressFile, SPREADSHEET_ACCEPT } from './spreadsheet-emails';
export { PersonSearchField } from './person-search-field';
