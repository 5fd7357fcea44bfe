/**
 * The Remirror rich-text editor and read-only renderer over `@vn/domain`'s markup model
 * (ARCHITECTURE.md, libs/editor). Its components land with the editor issue; until then this entry
 * point exists so the project, its lint boundaries and its Storybook folder are in place.
 */
export {};
