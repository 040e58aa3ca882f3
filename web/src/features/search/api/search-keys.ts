/** React Query keys of the search box and results page. */
export const searchKeys = {
  suggestions: (keyword: string, limit: number) => ['search', 'suggestions', keyword, limit] as const,
  results: (keyword: string, signedIn: boolean) => ['search', 'results', keyword, signedIn] as const,
  histories: ['search', 'histories'] as const,
};
