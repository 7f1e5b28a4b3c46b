import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Go back" of spec 3 §4: to the previous page of this visit, or to `fallback` when the page was
 * opened directly (a back step would leave the portal).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router gives the first entry of a visit the key "default".
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [hasHistory, navigate, fallback]);
}
