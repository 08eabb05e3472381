// What other modules use of the catalogue: its products, and a category named by id or slug.
export { cat, findProduct, findProductsByIds, productColumns, sub, toProduct } from './products.js';
export { resolveCategory } from './resolve-category.js';
