import { lazy } from 'react';

// The import modal (its file picker, mapping selects and tables) loads on first opening, in one chunk every
// list page with an import shares: the pages themselves stay within their JavaScript budget.
export const LazyCsvImportModal = lazy(() => import('./csv-import-modal').then((module) => ({ default: module.CsvImportModal })));
