export const favoriteResponse = () => import('./schemas').then((m) => m.favoriteResponse);
