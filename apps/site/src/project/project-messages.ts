/** A project that did not load, on its page and its edit page (docs/product §8). */
export const PROJECT_LOAD_FAILED = 'Не удалось загрузить новеллу';
