/**
 * Whether React is hydrating the prerendered page: main.tsx sets it before
 * hydrateRoot and clears it once the root has committed. While it is set, the
 * markup on screen is the server's, so work whose only output is markup React
 * keeps as it is (sanitizing a rich-text body, say) can be skipped.
 */
export const hydration = { active: false };
