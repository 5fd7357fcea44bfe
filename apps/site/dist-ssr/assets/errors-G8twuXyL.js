// libs/domain/src/api/errors.ts
/**
* The server messages SPEC.md names (§7, §8) and the statuses they travel with. The API throws
* `DomainError`; its exception filter answers `{ message }` with `status`. The site recognises them
* with `isServerMessage`, which matches by prefix, as messages like "Has novel by url" carry detail.
*/
var serverMessages = {
	notFound: {
		message: "Not Found",
		status: 404
	},
	hasNovelByUrl: {
		message: "Has novel by url",
		status: 409
	},
	usernameExists: {
		message: "username exist",
		status: 409
	},
	expired: {
		message: "expired",
		status: 498
	},
	/**
	* The database does not answer (issue 21; SPEC.md names no text for it): the request may be tried
	* again later, unlike a 500.
	*/
	unavailable: {
		message: "Сервис временно недоступен. Попробуйте позже.",
		status: 503
	}
};
function isServerMessage(message, kind) {
	return message?.startsWith(serverMessages[kind].message) ?? false;
}
export { isServerMessage as t };

//# sourceMappingURL=errors-G8twuXyL.js.map