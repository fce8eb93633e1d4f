// The two-table user picker, shared by the people screens of events and agendas, notifications and groups.
export { TwoTableUserPicker, PICKER_SEARCH_DEBOUNCE_MS, type TwoTableUserPickerProps } from './two-table-user-picker';
export type { PickerPageSize } from './picker-panel';
export {
  formatCount,
  loadExistingUsers,
  pickedFromUser,
  resolveByEmail,
  searchUsersPage,
  type LoadUserPage,
  type PickedUser,
  type ResolvedEmails,
  type ResolveEmails,
  type UserPageAnswer,
  type UserPageRequest,
} from './picker-data';
export {
  emailsInRows,
  readAddressFile,
  readSpreadsheetEmails,
  SPREADSHEET_ACCEPT,
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_TOO_LARGE,
  SPREADSHEET_UNREADABLE,
  type SpreadsheetEmails,
} from './spreadsheet-emails';
export { PersonSearchField, type PersonSearchFieldProps } from './person-search-field';
