/**
 * The cost estimator's form kept in the URL query string, so a copied address reopens the same
 * estimate and reload or Back restores it. Reads an empty query during server rendering and
 * hydration (theme-common's useHistorySelector), so the prerendered page hydrates without a
 * mismatch; each change replaces the history entry rather than adding one per keystroke.
 */
import {useCallback, useMemo} from 'react';
import {useHistory} from '@docusaurus/router';
import {useHistorySelector} from '@docusaurus/theme-common';
import {estimateSearch, parseEstimateForm, type EstimateForm} from '@site/src/lib/estimateInputs';

export function useEstimateForm(): [EstimateForm, (change: Partial<EstimateForm>) => void] {
  const search = useHistorySelector((history) => history.location.search);
  const history = useHistory();
  const form = useMemo(() => parseEstimateForm(search), [search]);
  const update = useCallback(
    (change: Partial<EstimateForm>) => {
      const next = parseEstimateForm(
        estimateSearch({...parseEstimateForm(history.location.search), ...change}),
      );
      history.replace({search: estimateSearch(next), hash: history.location.hash});
    },
    [history],
  );
  return [form, update];
}
