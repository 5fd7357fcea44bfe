import { n as sessionKey } from "./session-BGqqomvP.js";
import { i as updateUserEvents, o as withNewUserEvent, r as replaceContacts, t as liveEvents } from "./live-events-client-Dly4ueIq.js";
// apps/site/src/live-events/follow-live-events.ts
/**
* Away longer than the API keeps events for a reconnect (10 minutes, apps/api live-events): what was
* missed may be gone, so the session is asked for again when the page comes back.
*/
var AWAY_TOO_LONG_MS = 54e4;
/**
* Holds the page's live events stream for a signed-in reader while the page is visible (SPEC.md §4
* Live events; docs/adr/0008): closed when the page is hidden, reopened from the last event
* received. `newMessages` replaces the contacts and unread count, `userEvents` adds the notification
* to the bell. Answers the function that stops all of it (sign-out): the stream closes and its
* position is forgotten, so the next reader's stream does not continue this one's.
*/
function followLiveEvents(mutate, connection = liveEvents) {
	const stopMessages = connection.on("newMessages", (data) => {
		replaceContacts(mutate, data.contacts);
	});
	const stopUserEvents = connection.on("userEvents", (data) => {
		updateUserEvents(mutate, (events) => withNewUserEvent(events, data.event));
	});
	let hiddenAt = null;
	const follow = () => {
		if (document.visibilityState === "visible") {
			if (hiddenAt !== null && Date.now() - hiddenAt > AWAY_TOO_LONG_MS) mutate(sessionKey);
			hiddenAt = null;
			connection.open();
		} else {
			hiddenAt ??= Date.now();
			connection.close();
		}
	};
	follow();
	document.addEventListener("visibilitychange", follow);
	return () => {
		document.removeEventListener("visibilitychange", follow);
		stopMessages();
		stopUserEvents();
		connection.reset();
	};
}
export { followLiveEvents };

//# sourceMappingURL=follow-live-events-D3-uMQep.js.map