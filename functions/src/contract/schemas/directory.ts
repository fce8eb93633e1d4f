/** A person of the corporate directory, as Microsoft Graph describes them (the fields we use). */
export interface DirectoryPerson {
  oid: string;
  tid: string;
  displayName: string;
  givenName: string;
  surname: string;
  mail: string;
  jobTitle: string | null;
  /** Tenant id (lower-case locale) of the person's country, when known. */
  country: string | null;
}
