import type { DiscoveryCard, searchProfiles } from "@/server/discovery/search-profiles";

/** What profile.getAll answers (docs/dev/discovery-contract.md): the page of cards and the count. */
export type SearchResult = Awaited<ReturnType<typeof searchProfiles>>;
export type { DiscoveryCard };
