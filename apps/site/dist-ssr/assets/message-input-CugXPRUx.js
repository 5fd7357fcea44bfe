import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { i as markupHasContent } from "./comment-input-HOhrx0wZ.js";
// libs/domain/src/community/message-input.ts
/**
* What the API checks in a private message (SPEC.md §5 Message, §9), beside the display rules of
* `messages.ts`. The body is stored as sanitised markup, like a comment's.
*/
var MESSAGE_LIMITS = {
	/**
	* Characters of a body as sent (before sanitising). Like a comment (8 000): a message is a
	* conversation line, and the bound keeps parsing and storage cheap.
	*/
	bodyMax: 8e3,
	/** Images per message: as for a comment (§9 "comment images max 8"; §5 treats them alike). */
	imagesMax: LIMITS.commentImagesMax,
	/** One page of a conversation: the site asks for its unread count or the step of 20 (§7, §9). */
	pageSizeMax: 100,
	/** How far back a page may start; a bound so a query string cannot ask for nonsense. */
	skipMax: 1e6
};
/** The server's answers about messages and contacts, in Russian (§5 "Пустое сообщение"). */
var messageInputMessages = {
	empty: "Пустое сообщение",
	tooLong: `Сообщение длиннее ${MESSAGE_LIMITS.bodyMax} символов`,
	tooManyImages: `Не больше ${MESSAGE_LIMITS.imagesMax} изображений`,
	toSelf: "Нельзя написать сообщение самому себе",
	selfContact: "Нельзя добавить в контакты самого себя",
	blocked: "Пользователь ограничил получение сообщений от вас"
};
/** Whether a sanitised body, with its images, is worth sending (§5 "empty text cannot be sent"). */
function messageHasContent({ body, imageCount }) {
	return imageCount > 0 || markupHasContent(parseMarkup(body));
}
export { messageHasContent as n, messageInputMessages as r, MESSAGE_LIMITS as t };

//# sourceMappingURL=message-input-CugXPRUx.js.map