import { useEffect } from 'react';
import { useAsync } from '../../../lib/use-async';
import { fetchMyPackages, type PackagePage } from '../api/my-packages';

/** The current page of the list. A failure is logged and the list stays empty (spec 1 §8). */
export function useMyPackages(query: { limit: number; offset: number; sorts: string[] }, search: string) {
  const key = JSON.stringify([query, search]);
  const result = useAsync<PackagePage>(key, () => fetchMyPackages(query, search));
  const { error } = result;
  useEffect(() => {
    if (error) console.error(`My packages could not be loaded: ${error.message}`);
  }, [error]);
  return result;
}
