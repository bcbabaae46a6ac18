import type { Viewer } from '@portal/api/rules/audience';
import type { Customer } from '@portal/api/schemas/customer';
import { createContext, useContext } from 'react';

/** What the signed-in shell knows of the customer, for its pages. */
export interface ShellValue {
  readonly viewer: Viewer;
  /** Null while it could not be loaded. */
  readonly customer: Customer | null;
}

export const ShellContext = createContext<ShellValue | null>(null);

/** The shell's value, or null on pages outside the signed-in shell. */
export function useShell(): ShellValue | null {
  return useContext(ShellContext);
}
