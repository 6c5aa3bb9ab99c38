import { useDebounced } from '../../shared/hooks/useDebounced';
import { useProfileCountQuery } from './leadsApi';
import { COUNT_DEBOUNCE_MS, profileProblems, toProfileInput, type ProfileDraft } from './profile';

/**
 * The matching count as the user types: asked 300 ms after the last change, and only the answer
 * for the profile now in the form is shown (`currentData`: an answer for an older profile that
 * arrives late is dropped). Null while counting or while the profile has a problem.
 */
export function useMatchCount(draft: ProfileDraft): { count: number | null; counting: boolean } {
  const settled = useDebounced(draft, COUNT_DEBOUNCE_MS);
  const valid = profileProblems(settled).length === 0;
  const { currentData, isFetching } = useProfileCountQuery(
    { profile: toProfileInput(settled) },
    { skip: !valid },
  );
  const typing = settled !== draft;
  return {
    count: valid && !typing && currentData ? currentData.total : null,
    counting: valid && (typing || isFetching),
  };
}
