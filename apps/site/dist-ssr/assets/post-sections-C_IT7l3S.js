// libs/domain/src/community/post-sections.ts
/**
* Post sections and the article texts (SPEC.md §3 Post sections; §4 Post editing; §5 New post draft;
* §8 Data loading), in a module without zod: the reading pages (/posts, /posts/{countId}) show the
* section labels, and importing them from posts.ts would bring zod and its schemas into those pages
* (the same reason the contract keeps its schemas apart, see api/routes.ts). posts.ts re-exports
* everything here, so `@vn/domain` offers the same names as before.
*/
/** Post sections (SPEC.md §3). */
var postSections = [
	"common",
	"tech",
	"site",
	"job"
];
/** How each section is shown (SPEC.md §3 Post sections). */
var postSectionLabels = {
	common: "Общее",
	tech: "Технические",
	site: "Работа сайта",
	job: "Поиск людей"
};
/** The posts page tab that shows every section (SPEC.md §2.2 /posts: "Все" plus the sections). */
var allPostSectionsLabel = "Все";
/** Whether a value is one of the post sections (an address's `?section=`, a stored value). */
function isPostSection(value) {
	return postSections.includes(value);
}
/** Post texts (SPEC.md §4 Post editing, §5 New post draft and Review, §8 Data loading). */
var postMessages = {
	titleMissing: "Нет заголовка",
	bodyEmpty: "Пустое сообщение",
	noChanges: "Нет изменений",
	loadFailed: "Не удалось загрузить статью"
};
export { postSections as a, postSectionLabels as i, isPostSection as n, postMessages as r, allPostSectionsLabel as t };

//# sourceMappingURL=post-sections-C_IT7l3S.js.map