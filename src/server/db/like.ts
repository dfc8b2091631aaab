/** A LIKE/ILIKE pattern for "contains `search`", its wildcards escaped: a search for "50%" looks for those characters. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
