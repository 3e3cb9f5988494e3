export { CATEGORIES } from '../domain/categories';
