/** An OpenStreetMap search for the address (opened in a new tab, no opener). */
export const mapSearchUrl = (address: string): string => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
