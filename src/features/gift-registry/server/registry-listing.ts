/** What a giver may see of a registry: never its address. */
export interface RegistryListing {
  id: number;
  title: string;
  eventDate: string;
}
