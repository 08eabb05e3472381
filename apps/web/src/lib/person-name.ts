/** "Ana García"; organisations have no last name. */
export const personName = (p: { name: string; lastname: string }) => `${p.name} ${p.lastname}`.trim();
