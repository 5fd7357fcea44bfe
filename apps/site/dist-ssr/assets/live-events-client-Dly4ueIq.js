import { Rt as endpointUrl, d as contactsRoute } from "./client-BHtto6D6.js";
import { n as sessionKey } from "./session-BGqqomvP.js";
// apps/site/src/session/session-updates.ts
/** The SWR key of `GET /api/contacts`. */
var contactsKey = endpointUrl(contactsRoute);
/** The state with these contacts (the API's full list replaces ours, §4 "replaces contacts"). */
function withContacts(state, contacts) {
	return {
		...state,
		contacts: [...contacts]
	};
}
/**
* The notification list with one more event at its head, counted as new. An event already listed
* (a replay after reconnecting may repeat one the list was loaded with) changes nothing.
*/
function withNewUserEvent(events, event) {
	if (events.events.some((listed) => listed._id === event._id)) return events;
	return {
		...events,
		events: [event, ...events.events],
		eventsCount: events.eventsCount + 1,
		newEventsCount: events.newEventsCount + 1
	};
}
/** The contacts with one contact's unread count at zero (its conversation was just read). */
function withContactRead(contacts, contactId) {
	return contacts.map((contact) => contact._id === contactId && contact.unreadMessages > 0 ? {
		...contact,
		unreadMessages: 0
	} : contact);
}
var unreadTotalOf = (contacts) => contacts.reduce((total, contact) => total + contact.unreadMessages, 0);
/**
* Puts the reader's contacts into the session and into `GET /api/contacts`' cache, without asking
* the API again (the list given is its answer).
*/
async function replaceContacts(mutate, contacts) {
	await Promise.all([mutate(sessionKey, (state) => state ? withContacts(state, contacts) : state, { revalidate: false }), mutate(contactsKey, {
		contacts: [...contacts],
		unreadTotal: unreadTotalOf(contacts)
	}, { revalidate: false })]);
}
/** Replaces the notification list of the session by `change` of it. */
function updateUserEvents(mutate, change) {
	return mutate(sessionKey, (state) => state ? {
		...state,
		userEvents: change(state.userEvents)
	} : state, { revalidate: false });
}
// apps/site/src/live-events/live-events-client.ts
var STREAM_PATH = "/api/events/subscribe";
var EVENT_TYPES = ["newMessages", "userEvents"];
/** After the browser gives up (the API refused, e.g. 401 or 5xx): first wait, then doubled. */
var RETRY_FIRST_MS = 5e3;
var RETRY_MAX_MS = 3e5;
/** `EventSource.CLOSED`: the browser will not reconnect by itself. */
var CLOSED = 2;
/**
* One stream for the page, opened and closed by its owner (`useLiveEvents`). It remembers the id of
* the last event it received, so a stream reopened after the page was hidden asks for what came
* meanwhile (`?lastEventId=`: a new `EventSource` cannot set the `Last-Event-ID` header; the browser
* sends that header itself only on its own reconnects, which the API also honours).
*/
var LiveEventsConnection = class {
	createSource;
	source = null;
	lastEventId = null;
	retryTimer = null;
	retryDelay = RETRY_FIRST_MS;
	listeners = /* @__PURE__ */ new Map();
	constructor(createSource = (url) => new EventSource(url, { withCredentials: true })) {
		this.createSource = createSource;
	}
	get isOpen() {
		return this.source !== null;
	}
	/** The address of the stream: with the last event's id once there is one. */
	streamUrl() {
		return this.lastEventId === null ? STREAM_PATH : `${STREAM_PATH}?${new URLSearchParams({ lastEventId: this.lastEventId }).toString()}`;
	}
	open() {
		if (this.source) return;
		this.cancelRetry();
		const source = this.createSource(this.streamUrl());
		this.source = source;
		for (const type of EVENT_TYPES) source.addEventListener(type, (event) => this.receive(type, event));
		source.onopen = () => {
			this.retryDelay = RETRY_FIRST_MS;
		};
		source.onerror = () => {
			if (source.readyState !== CLOSED || this.source !== source) return;
			this.source = null;
			source.close();
			this.retryTimer = setTimeout(() => {
				this.retryTimer = null;
				this.open();
			}, this.retryDelay);
			this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
		};
	}
	/** Closes the stream; the next `open` continues after the last event received. */
	close() {
		this.cancelRetry();
		this.source?.close();
		this.source = null;
	}
	/** Closes and forgets the position: the next reader starts from now (after a logout). */
	reset() {
		this.close();
		this.lastEventId = null;
		this.retryDelay = RETRY_FIRST_MS;
	}
	/** Calls `listener` with each event of `type` until the returned function is called. */
	on(type, listener) {
		const set = this.listeners.get(type) ?? /* @__PURE__ */ new Set();
		this.listeners.set(type, set);
		set.add(listener);
		return () => set.delete(listener);
	}
	cancelRetry() {
		if (this.retryTimer !== null) clearTimeout(this.retryTimer);
		this.retryTimer = null;
	}
	receive(type, event) {
		if (event.lastEventId) this.lastEventId = event.lastEventId;
		let data;
		try {
			data = JSON.parse(event.data);
		} catch {
			return;
		}
		for (const listener of this.listeners.get(type) ?? []) listener(data);
	}
};
/** The page's one connection. */
var liveEvents = new LiveEventsConnection();
export { withContactRead as a, updateUserEvents as i, contactsKey as n, withNewUserEvent as o, replaceContacts as r, liveEvents as t };

//# sourceMappingURL=live-events-client-Dly4ueIq.js.map