export { CATEGORIES, findCategory } from '../domain/categories';
