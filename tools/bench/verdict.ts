/** A bench table's result cell: within its target or over it. */
export const check = (ok: boolean) => (ok ? 'ok' : 'OVER');
