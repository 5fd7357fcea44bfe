import { B as fieldLabel, Bt as useLocation, Dt as usernameToPathSegment, Ht as useParams, Nt as isImageBlurred, R as fieldError, Ut as useSearchParams, Vt as useNavigate, at as NotFoundPage, c as useConfirm, h as useAppearance, it as ErrorContent, l as loginHref, lt as DateText, ot as usePageMeta, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { h as strictObject, s as boolean } from "./schemas-PBjYTboi.js";
import { t as number } from "./coerce-CeDGIox3.js";
import { $ as removeOwnerRoute, I as novelInfoRoute, L as novelNotificationsRoute, Lt as defineEndpoint, Nt as usersEntitiesRoute, P as novelByUrlRoute, Q as removeNovelRoute, Y as rateRoute, a as addToListRoute, dt as revisionsRoute, ft as saveNovelNotificationsRoute, i as addOwnerRoute, n as callEndpoint, t as ApiError, ut as revisionDiffRoute, w as filtersRoute } from "./client-BHtto6D6.js";
import { o as Skeleton } from "./writing-callbacks-zSeZqTCH.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { E as title, Q as catalogueHref, S as readerPanels, T as sectionTitle, _ as owner, a as ProjectFactsOf, b as poster, c as addOwner, d as factValue, f as facts, g as overview, h as loading, m as headerMeta, n as ProjectScreenshots, nt as visibleLinks, o as ProjectDescription, p as header, r as ProjectLinks, s as actions, t as ProjectTranslations, u as factTerm, v as owners, w as section, x as posterPlaceholder, y as page } from "./ProjectTranslations-DveGAr_i.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as countRu } from "./plural-DZ_BjWYa.js";
import { n as descriptionMarkup, t as descriptionExcerpt } from "./description-BACEFskM.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as ImageVeil } from "./ImageVeil-DXvbuqL1.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { n as readingLists, r as removeFromListOption, t as readingListLabels } from "./reading-lists-B32r3qhk.js";
import { n as formatRating, r as showRatingsSeparately, t as formatExternalRating } from "./rating-Bx-ab4cP.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { a as useSession, h as isStaffMember } from "./session-BGqqomvP.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as UserName } from "./UserName-C2sz8sPk.js";
import { t as ComboBox } from "./ComboBox-Dc7D667t.js";
import { r as revisionChanges, t as ProjectChanges } from "./ProjectChanges-619UfXUi.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
/* empty css                               */
/* empty css                                    */
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as revalidateCalls } from "./revalidate-gKMPbja9.js";
import { n as useSourceComments, t as CommentsSection } from "./CommentsSection-DfRPMIWA.js";
import { a as userEventsSchema } from "./social-CsfpRv1p.js";
import { t as Checkbox } from "./Checkbox-CaFpIEwq.js";
import { t as canBeRated } from "./statuses-BYlwHg7F.js";
import { c as readingListSchema } from "./schemas-D8kYoSRP.js";
import { r as $1f3c3b1a70cec653$export$f551688fc98f2e09 } from "./useField-2T9JIzKK.js";
import { Bt as createRuntimeFn, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6 } from "./PortalProvider-DUo4OMmA.js";
import { i as $fe21c36db05242bb$export$d7b12c4107be0d61, r as $fe21c36db05242bb$export$a98f0dcb43a68a25 } from "./RadioGroup-DuZy3zz0.js";
import { t as Select } from "./Select-DJ84dw_I.js";
// libs/domain/src/api/user-events.ts
var userEventsQuerySchema = strictObject({ limit: number().int().min(1).max(500).default(LIMITS.notificationsStep) });
defineEndpoint({
	method: "GET",
	path: "/api/userEvents",
	summary: "Your notifications, newest first, with how many are new since you last looked",
	query: userEventsQuerySchema,
	response: userEventsSchema
});
var markEventsViewedQuerySchema = strictObject({ 
/** The `timeStamp` of the list the reader saw: events up to it count as seen. */
timeStamp: number().int().min(0) });
defineEndpoint({
	method: "POST",
	path: "/api/userEvents/markViewed",
	summary: "Mark your notifications up to timeStamp as seen",
	query: markEventsViewedQuerySchema,
	response: userEventsSchema
});
/**
* What a reader is told about one project (SPEC.md §2.3, the notification tab): its updates, every
* comment on it, replies to the reader's own comments there.
*/
var novelNotificationSettingsSchema = strictObject({
	updates: boolean(),
	comments: boolean(),
	answers: boolean()
});
/** Replies are on until the reader turns them off; following a project is opt-in. */
var defaultNovelNotificationSettings = {
	updates: false,
	comments: false,
	answers: true
};
defineEndpoint({
	method: "GET",
	path: "/api/novels/{id}/notifications",
	summary: "What you are told about this project (updates, all comments, replies)",
	response: novelNotificationSettingsSchema
});
defineEndpoint({
	method: "PUT",
	path: "/api/novels/{id}/notifications",
	summary: "Save what you are told about this project",
	body: novelNotificationSettingsSchema,
	response: novelNotificationSettingsSchema
});
// node_modules/@vanilla-extract/sprinkles/dist/createSprinkles-3b132bb7.esm.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function toPrimitive(t, r) {
	if ("object" != typeof t || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != typeof i) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
function toPropertyKey(t) {
	var i = toPrimitive(t, "string");
	return "symbol" == typeof i ? i : String(i);
}
function _defineProperty(obj, key, value) {
	key = toPropertyKey(key);
	if (key in obj) Object.defineProperty(obj, key, {
		value,
		enumerable: true,
		configurable: true,
		writable: true
	});
	else obj[key] = value;
	return obj;
}
function ownKeys(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread2(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys(Object(t), !0).forEach(function(r) {
			_defineProperty(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
var createSprinkles$1 = (composeStyles) => function() {
	for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) args[_key] = arguments[_key];
	var sprinklesStyles = Object.assign({}, ...args.map((a) => a.styles));
	var sprinklesKeys = Object.keys(sprinklesStyles);
	var shorthandNames = sprinklesKeys.filter((property) => "mappings" in sprinklesStyles[property]);
	var sprinklesFn = (props) => {
		var classNames = [];
		var shorthands = {};
		var nonShorthands = _objectSpread2({}, props);
		var hasShorthands = false;
		for (var shorthand of shorthandNames) {
			var value = props[shorthand];
			if (value != null) {
				var sprinkle = sprinklesStyles[shorthand];
				hasShorthands = true;
				for (var propMapping of sprinkle.mappings) {
					shorthands[propMapping] = value;
					if (nonShorthands[propMapping] == null) delete nonShorthands[propMapping];
				}
			}
		}
		var finalProps = hasShorthands ? _objectSpread2(_objectSpread2({}, shorthands), nonShorthands) : props;
		var _loop = function _loop() {
			var propValue = finalProps[prop];
			var sprinkle = sprinklesStyles[prop];
			try {
				if (sprinkle.mappings) return 1;
				if (typeof propValue === "string" || typeof propValue === "number") classNames.push(sprinkle.values[propValue].defaultClass);
				else if (Array.isArray(propValue)) for (var responsiveIndex = 0; responsiveIndex < propValue.length; responsiveIndex++) {
					var responsiveValue = propValue[responsiveIndex];
					if (responsiveValue != null) {
						var conditionName = sprinkle.responsiveArray[responsiveIndex];
						classNames.push(sprinkle.values[responsiveValue].conditions[conditionName]);
					}
				}
				else for (var _conditionName in propValue) {
					var _value = propValue[_conditionName];
					if (_value != null) classNames.push(sprinkle.values[_value].conditions[_conditionName]);
				}
			} catch (e) {
				throw e;
			}
		};
		for (var prop in finalProps) if (_loop()) continue;
		return composeStyles(classNames.join(" "));
	};
	return Object.assign(sprinklesFn, { properties: new Set(sprinklesKeys) });
};
// node_modules/@vanilla-extract/sprinkles/createRuntimeSprinkles/dist/vanilla-extract-sprinkles-createRuntimeSprinkles.esm.js
var composeStyles = (classList) => classList;
// libs/ui/src/theme/sprinkles.css.ts
var sprinkles = function createSprinkles() {
	return createSprinkles$1(composeStyles)(...arguments);
}({
	conditions: {
		defaultCondition: "mobile",
		conditionNames: [
			"mobile",
			"tablet",
			"desktop"
		],
		responsiveArray: void 0
	},
	styles: {
		paddingX: { mappings: ["paddingLeft", "paddingRight"] },
		paddingY: { mappings: ["paddingTop", "paddingBottom"] },
		display: { values: {
			none: {
				conditions: {
					mobile: "kgehiw0",
					tablet: "kgehiw1",
					desktop: "kgehiw2"
				},
				defaultClass: "kgehiw0"
			},
			block: {
				conditions: {
					mobile: "kgehiw3",
					tablet: "kgehiw4",
					desktop: "kgehiw5"
				},
				defaultClass: "kgehiw3"
			},
			"inline-block": {
				conditions: {
					mobile: "kgehiw6",
					tablet: "kgehiw7",
					desktop: "kgehiw8"
				},
				defaultClass: "kgehiw6"
			},
			flex: {
				conditions: {
					mobile: "kgehiw9",
					tablet: "kgehiwa",
					desktop: "kgehiwb"
				},
				defaultClass: "kgehiw9"
			},
			"inline-flex": {
				conditions: {
					mobile: "kgehiwc",
					tablet: "kgehiwd",
					desktop: "kgehiwe"
				},
				defaultClass: "kgehiwc"
			},
			grid: {
				conditions: {
					mobile: "kgehiwf",
					tablet: "kgehiwg",
					desktop: "kgehiwh"
				},
				defaultClass: "kgehiwf"
			}
		} },
		flexDirection: { values: {
			row: {
				conditions: {
					mobile: "kgehiwi",
					tablet: "kgehiwj",
					desktop: "kgehiwk"
				},
				defaultClass: "kgehiwi"
			},
			column: {
				conditions: {
					mobile: "kgehiwl",
					tablet: "kgehiwm",
					desktop: "kgehiwn"
				},
				defaultClass: "kgehiwl"
			},
			"row-reverse": {
				conditions: {
					mobile: "kgehiwo",
					tablet: "kgehiwp",
					desktop: "kgehiwq"
				},
				defaultClass: "kgehiwo"
			},
			"column-reverse": {
				conditions: {
					mobile: "kgehiwr",
					tablet: "kgehiws",
					desktop: "kgehiwt"
				},
				defaultClass: "kgehiwr"
			}
		} },
		flexWrap: { values: {
			nowrap: {
				conditions: {
					mobile: "kgehiwu",
					tablet: "kgehiwv",
					desktop: "kgehiww"
				},
				defaultClass: "kgehiwu"
			},
			wrap: {
				conditions: {
					mobile: "kgehiwx",
					tablet: "kgehiwy",
					desktop: "kgehiwz"
				},
				defaultClass: "kgehiwx"
			}
		} },
		alignItems: { values: {
			stretch: {
				conditions: {
					mobile: "kgehiw10",
					tablet: "kgehiw11",
					desktop: "kgehiw12"
				},
				defaultClass: "kgehiw10"
			},
			"flex-start": {
				conditions: {
					mobile: "kgehiw13",
					tablet: "kgehiw14",
					desktop: "kgehiw15"
				},
				defaultClass: "kgehiw13"
			},
			center: {
				conditions: {
					mobile: "kgehiw16",
					tablet: "kgehiw17",
					desktop: "kgehiw18"
				},
				defaultClass: "kgehiw16"
			},
			"flex-end": {
				conditions: {
					mobile: "kgehiw19",
					tablet: "kgehiw1a",
					desktop: "kgehiw1b"
				},
				defaultClass: "kgehiw19"
			},
			baseline: {
				conditions: {
					mobile: "kgehiw1c",
					tablet: "kgehiw1d",
					desktop: "kgehiw1e"
				},
				defaultClass: "kgehiw1c"
			}
		} },
		justifyContent: { values: {
			"flex-start": {
				conditions: {
					mobile: "kgehiw1f",
					tablet: "kgehiw1g",
					desktop: "kgehiw1h"
				},
				defaultClass: "kgehiw1f"
			},
			center: {
				conditions: {
					mobile: "kgehiw1i",
					tablet: "kgehiw1j",
					desktop: "kgehiw1k"
				},
				defaultClass: "kgehiw1i"
			},
			"flex-end": {
				conditions: {
					mobile: "kgehiw1l",
					tablet: "kgehiw1m",
					desktop: "kgehiw1n"
				},
				defaultClass: "kgehiw1l"
			},
			"space-between": {
				conditions: {
					mobile: "kgehiw1o",
					tablet: "kgehiw1p",
					desktop: "kgehiw1q"
				},
				defaultClass: "kgehiw1o"
			},
			"space-around": {
				conditions: {
					mobile: "kgehiw1r",
					tablet: "kgehiw1s",
					desktop: "kgehiw1t"
				},
				defaultClass: "kgehiw1r"
			}
		} },
		gap: { values: {
			none: {
				conditions: {
					mobile: "kgehiw1u",
					tablet: "kgehiw1v",
					desktop: "kgehiw1w"
				},
				defaultClass: "kgehiw1u"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw1x",
					tablet: "kgehiw1y",
					desktop: "kgehiw1z"
				},
				defaultClass: "kgehiw1x"
			},
			xs: {
				conditions: {
					mobile: "kgehiw20",
					tablet: "kgehiw21",
					desktop: "kgehiw22"
				},
				defaultClass: "kgehiw20"
			},
			sm: {
				conditions: {
					mobile: "kgehiw23",
					tablet: "kgehiw24",
					desktop: "kgehiw25"
				},
				defaultClass: "kgehiw23"
			},
			md: {
				conditions: {
					mobile: "kgehiw26",
					tablet: "kgehiw27",
					desktop: "kgehiw28"
				},
				defaultClass: "kgehiw26"
			},
			lg: {
				conditions: {
					mobile: "kgehiw29",
					tablet: "kgehiw2a",
					desktop: "kgehiw2b"
				},
				defaultClass: "kgehiw29"
			},
			xl: {
				conditions: {
					mobile: "kgehiw2c",
					tablet: "kgehiw2d",
					desktop: "kgehiw2e"
				},
				defaultClass: "kgehiw2c"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw2f",
					tablet: "kgehiw2g",
					desktop: "kgehiw2h"
				},
				defaultClass: "kgehiw2f"
			}
		} },
		padding: { values: {
			none: {
				conditions: {
					mobile: "kgehiw2i",
					tablet: "kgehiw2j",
					desktop: "kgehiw2k"
				},
				defaultClass: "kgehiw2i"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw2l",
					tablet: "kgehiw2m",
					desktop: "kgehiw2n"
				},
				defaultClass: "kgehiw2l"
			},
			xs: {
				conditions: {
					mobile: "kgehiw2o",
					tablet: "kgehiw2p",
					desktop: "kgehiw2q"
				},
				defaultClass: "kgehiw2o"
			},
			sm: {
				conditions: {
					mobile: "kgehiw2r",
					tablet: "kgehiw2s",
					desktop: "kgehiw2t"
				},
				defaultClass: "kgehiw2r"
			},
			md: {
				conditions: {
					mobile: "kgehiw2u",
					tablet: "kgehiw2v",
					desktop: "kgehiw2w"
				},
				defaultClass: "kgehiw2u"
			},
			lg: {
				conditions: {
					mobile: "kgehiw2x",
					tablet: "kgehiw2y",
					desktop: "kgehiw2z"
				},
				defaultClass: "kgehiw2x"
			},
			xl: {
				conditions: {
					mobile: "kgehiw30",
					tablet: "kgehiw31",
					desktop: "kgehiw32"
				},
				defaultClass: "kgehiw30"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw33",
					tablet: "kgehiw34",
					desktop: "kgehiw35"
				},
				defaultClass: "kgehiw33"
			}
		} },
		paddingTop: { values: {
			none: {
				conditions: {
					mobile: "kgehiw36",
					tablet: "kgehiw37",
					desktop: "kgehiw38"
				},
				defaultClass: "kgehiw36"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw39",
					tablet: "kgehiw3a",
					desktop: "kgehiw3b"
				},
				defaultClass: "kgehiw39"
			},
			xs: {
				conditions: {
					mobile: "kgehiw3c",
					tablet: "kgehiw3d",
					desktop: "kgehiw3e"
				},
				defaultClass: "kgehiw3c"
			},
			sm: {
				conditions: {
					mobile: "kgehiw3f",
					tablet: "kgehiw3g",
					desktop: "kgehiw3h"
				},
				defaultClass: "kgehiw3f"
			},
			md: {
				conditions: {
					mobile: "kgehiw3i",
					tablet: "kgehiw3j",
					desktop: "kgehiw3k"
				},
				defaultClass: "kgehiw3i"
			},
			lg: {
				conditions: {
					mobile: "kgehiw3l",
					tablet: "kgehiw3m",
					desktop: "kgehiw3n"
				},
				defaultClass: "kgehiw3l"
			},
			xl: {
				conditions: {
					mobile: "kgehiw3o",
					tablet: "kgehiw3p",
					desktop: "kgehiw3q"
				},
				defaultClass: "kgehiw3o"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw3r",
					tablet: "kgehiw3s",
					desktop: "kgehiw3t"
				},
				defaultClass: "kgehiw3r"
			}
		} },
		paddingBottom: { values: {
			none: {
				conditions: {
					mobile: "kgehiw3u",
					tablet: "kgehiw3v",
					desktop: "kgehiw3w"
				},
				defaultClass: "kgehiw3u"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw3x",
					tablet: "kgehiw3y",
					desktop: "kgehiw3z"
				},
				defaultClass: "kgehiw3x"
			},
			xs: {
				conditions: {
					mobile: "kgehiw40",
					tablet: "kgehiw41",
					desktop: "kgehiw42"
				},
				defaultClass: "kgehiw40"
			},
			sm: {
				conditions: {
					mobile: "kgehiw43",
					tablet: "kgehiw44",
					desktop: "kgehiw45"
				},
				defaultClass: "kgehiw43"
			},
			md: {
				conditions: {
					mobile: "kgehiw46",
					tablet: "kgehiw47",
					desktop: "kgehiw48"
				},
				defaultClass: "kgehiw46"
			},
			lg: {
				conditions: {
					mobile: "kgehiw49",
					tablet: "kgehiw4a",
					desktop: "kgehiw4b"
				},
				defaultClass: "kgehiw49"
			},
			xl: {
				conditions: {
					mobile: "kgehiw4c",
					tablet: "kgehiw4d",
					desktop: "kgehiw4e"
				},
				defaultClass: "kgehiw4c"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw4f",
					tablet: "kgehiw4g",
					desktop: "kgehiw4h"
				},
				defaultClass: "kgehiw4f"
			}
		} },
		paddingLeft: { values: {
			none: {
				conditions: {
					mobile: "kgehiw4i",
					tablet: "kgehiw4j",
					desktop: "kgehiw4k"
				},
				defaultClass: "kgehiw4i"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw4l",
					tablet: "kgehiw4m",
					desktop: "kgehiw4n"
				},
				defaultClass: "kgehiw4l"
			},
			xs: {
				conditions: {
					mobile: "kgehiw4o",
					tablet: "kgehiw4p",
					desktop: "kgehiw4q"
				},
				defaultClass: "kgehiw4o"
			},
			sm: {
				conditions: {
					mobile: "kgehiw4r",
					tablet: "kgehiw4s",
					desktop: "kgehiw4t"
				},
				defaultClass: "kgehiw4r"
			},
			md: {
				conditions: {
					mobile: "kgehiw4u",
					tablet: "kgehiw4v",
					desktop: "kgehiw4w"
				},
				defaultClass: "kgehiw4u"
			},
			lg: {
				conditions: {
					mobile: "kgehiw4x",
					tablet: "kgehiw4y",
					desktop: "kgehiw4z"
				},
				defaultClass: "kgehiw4x"
			},
			xl: {
				conditions: {
					mobile: "kgehiw50",
					tablet: "kgehiw51",
					desktop: "kgehiw52"
				},
				defaultClass: "kgehiw50"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw53",
					tablet: "kgehiw54",
					desktop: "kgehiw55"
				},
				defaultClass: "kgehiw53"
			}
		} },
		paddingRight: { values: {
			none: {
				conditions: {
					mobile: "kgehiw56",
					tablet: "kgehiw57",
					desktop: "kgehiw58"
				},
				defaultClass: "kgehiw56"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw59",
					tablet: "kgehiw5a",
					desktop: "kgehiw5b"
				},
				defaultClass: "kgehiw59"
			},
			xs: {
				conditions: {
					mobile: "kgehiw5c",
					tablet: "kgehiw5d",
					desktop: "kgehiw5e"
				},
				defaultClass: "kgehiw5c"
			},
			sm: {
				conditions: {
					mobile: "kgehiw5f",
					tablet: "kgehiw5g",
					desktop: "kgehiw5h"
				},
				defaultClass: "kgehiw5f"
			},
			md: {
				conditions: {
					mobile: "kgehiw5i",
					tablet: "kgehiw5j",
					desktop: "kgehiw5k"
				},
				defaultClass: "kgehiw5i"
			},
			lg: {
				conditions: {
					mobile: "kgehiw5l",
					tablet: "kgehiw5m",
					desktop: "kgehiw5n"
				},
				defaultClass: "kgehiw5l"
			},
			xl: {
				conditions: {
					mobile: "kgehiw5o",
					tablet: "kgehiw5p",
					desktop: "kgehiw5q"
				},
				defaultClass: "kgehiw5o"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw5r",
					tablet: "kgehiw5s",
					desktop: "kgehiw5t"
				},
				defaultClass: "kgehiw5r"
			}
		} },
		margin: { values: {
			none: {
				conditions: {
					mobile: "kgehiw5u",
					tablet: "kgehiw5v",
					desktop: "kgehiw5w"
				},
				defaultClass: "kgehiw5u"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw5x",
					tablet: "kgehiw5y",
					desktop: "kgehiw5z"
				},
				defaultClass: "kgehiw5x"
			},
			xs: {
				conditions: {
					mobile: "kgehiw60",
					tablet: "kgehiw61",
					desktop: "kgehiw62"
				},
				defaultClass: "kgehiw60"
			},
			sm: {
				conditions: {
					mobile: "kgehiw63",
					tablet: "kgehiw64",
					desktop: "kgehiw65"
				},
				defaultClass: "kgehiw63"
			},
			md: {
				conditions: {
					mobile: "kgehiw66",
					tablet: "kgehiw67",
					desktop: "kgehiw68"
				},
				defaultClass: "kgehiw66"
			},
			lg: {
				conditions: {
					mobile: "kgehiw69",
					tablet: "kgehiw6a",
					desktop: "kgehiw6b"
				},
				defaultClass: "kgehiw69"
			},
			xl: {
				conditions: {
					mobile: "kgehiw6c",
					tablet: "kgehiw6d",
					desktop: "kgehiw6e"
				},
				defaultClass: "kgehiw6c"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw6f",
					tablet: "kgehiw6g",
					desktop: "kgehiw6h"
				},
				defaultClass: "kgehiw6f"
			}
		} },
		marginTop: { values: {
			none: {
				conditions: {
					mobile: "kgehiw6i",
					tablet: "kgehiw6j",
					desktop: "kgehiw6k"
				},
				defaultClass: "kgehiw6i"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw6l",
					tablet: "kgehiw6m",
					desktop: "kgehiw6n"
				},
				defaultClass: "kgehiw6l"
			},
			xs: {
				conditions: {
					mobile: "kgehiw6o",
					tablet: "kgehiw6p",
					desktop: "kgehiw6q"
				},
				defaultClass: "kgehiw6o"
			},
			sm: {
				conditions: {
					mobile: "kgehiw6r",
					tablet: "kgehiw6s",
					desktop: "kgehiw6t"
				},
				defaultClass: "kgehiw6r"
			},
			md: {
				conditions: {
					mobile: "kgehiw6u",
					tablet: "kgehiw6v",
					desktop: "kgehiw6w"
				},
				defaultClass: "kgehiw6u"
			},
			lg: {
				conditions: {
					mobile: "kgehiw6x",
					tablet: "kgehiw6y",
					desktop: "kgehiw6z"
				},
				defaultClass: "kgehiw6x"
			},
			xl: {
				conditions: {
					mobile: "kgehiw70",
					tablet: "kgehiw71",
					desktop: "kgehiw72"
				},
				defaultClass: "kgehiw70"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw73",
					tablet: "kgehiw74",
					desktop: "kgehiw75"
				},
				defaultClass: "kgehiw73"
			}
		} },
		marginBottom: { values: {
			none: {
				conditions: {
					mobile: "kgehiw76",
					tablet: "kgehiw77",
					desktop: "kgehiw78"
				},
				defaultClass: "kgehiw76"
			},
			xxs: {
				conditions: {
					mobile: "kgehiw79",
					tablet: "kgehiw7a",
					desktop: "kgehiw7b"
				},
				defaultClass: "kgehiw79"
			},
			xs: {
				conditions: {
					mobile: "kgehiw7c",
					tablet: "kgehiw7d",
					desktop: "kgehiw7e"
				},
				defaultClass: "kgehiw7c"
			},
			sm: {
				conditions: {
					mobile: "kgehiw7f",
					tablet: "kgehiw7g",
					desktop: "kgehiw7h"
				},
				defaultClass: "kgehiw7f"
			},
			md: {
				conditions: {
					mobile: "kgehiw7i",
					tablet: "kgehiw7j",
					desktop: "kgehiw7k"
				},
				defaultClass: "kgehiw7i"
			},
			lg: {
				conditions: {
					mobile: "kgehiw7l",
					tablet: "kgehiw7m",
					desktop: "kgehiw7n"
				},
				defaultClass: "kgehiw7l"
			},
			xl: {
				conditions: {
					mobile: "kgehiw7o",
					tablet: "kgehiw7p",
					desktop: "kgehiw7q"
				},
				defaultClass: "kgehiw7o"
			},
			xxl: {
				conditions: {
					mobile: "kgehiw7r",
					tablet: "kgehiw7s",
					desktop: "kgehiw7t"
				},
				defaultClass: "kgehiw7r"
			}
		} },
		textAlign: { values: {
			left: {
				conditions: {
					mobile: "kgehiw7u",
					tablet: "kgehiw7v",
					desktop: "kgehiw7w"
				},
				defaultClass: "kgehiw7u"
			},
			center: {
				conditions: {
					mobile: "kgehiw7x",
					tablet: "kgehiw7y",
					desktop: "kgehiw7z"
				},
				defaultClass: "kgehiw7x"
			},
			right: {
				conditions: {
					mobile: "kgehiw80",
					tablet: "kgehiw81",
					desktop: "kgehiw82"
				},
				defaultClass: "kgehiw80"
			}
		} }
	}
}, {
	conditions: void 0,
	styles: {
		color: { values: {
			text: { defaultClass: "kgehiw83" },
			muted: { defaultClass: "kgehiw84" },
			accent: { defaultClass: "kgehiw85" }
		} },
		background: { values: {
			background: { defaultClass: "kgehiw86" },
			surface: { defaultClass: "kgehiw87" },
			raised: { defaultClass: "kgehiw88" },
			subtle: { defaultClass: "kgehiw89" }
		} },
		borderRadius: { values: {
			sm: { defaultClass: "kgehiw8a" },
			md: { defaultClass: "kgehiw8b" },
			lg: { defaultClass: "kgehiw8c" },
			full: { defaultClass: "kgehiw8d" }
		} },
		boxShadow: { values: {
			sm: { defaultClass: "kgehiw8e" },
			md: { defaultClass: "kgehiw8f" },
			lg: { defaultClass: "kgehiw8g" }
		} }
	}
});
// libs/ui/src/components/Box/Box.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The layout primitive: any element with theme-token layout props (see `sprinkles`). */
var Box = (0, import_react.forwardRef)(function Box({ as: Element = "div", className, children, ...props }, ref) {
	const layout = {};
	const rest = {};
	for (const [key, value] of Object.entries(props)) (sprinkles.properties.has(key) ? layout : rest)[key] = value;
	const layoutClass = sprinkles(layout);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Element, {
		ref,
		className: className ? `${layoutClass} ${className}` : layoutClass,
		...rest,
		children
	});
});
// libs/ui/src/components/Stack/Stack.tsx
/** Children in a row or a column with a token gap between them. */
var Stack = (0, import_react.forwardRef)(function Stack({ direction = "column", gap = "md", ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		ref,
		display: "flex",
		flexDirection: direction,
		gap,
		...props
	});
});
// libs/ui/src/components/RatingPicker/RatingPicker.css.ts
var ratingPicker = "qao2mw0";
var ratingPickerRow = "qao2mw1";
var ratingPickerScale = "qao2mw2";
var ratingPickerValue = "qao2mw3";
var ratingPickerOption = createRuntimeFn({
	defaultClassName: "qao2mw4",
	variantClassNames: { size: {
		sm: "qao2mw5",
		md: "qao2mw6"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
// libs/ui/src/components/RatingPicker/RatingPicker.tsx
var marks = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, index) => LIMITS.ratingMin + index);
/** A rating from 1 to 10 (SPEC.md §5): react-aria's `RadioGroup` of ten, arrows move the mark. */
var RatingPicker = (0, import_react.forwardRef)(function RatingPicker({ value, defaultValue = null, onChange, onClear, label = "Оценка", description, errorMessage, size, className, ...props }, ref) {
	const [kept, setKept] = (0, import_react.useState)(defaultValue);
	const current = value === void 0 ? kept : value;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($fe21c36db05242bb$export$a98f0dcb43a68a25, {
		...props,
		ref,
		orientation: "horizontal",
		value: current === null ? null : String(current),
		onChange: (next) => {
			const rating = Number(next);
			setKept(rating);
			onChange?.(rating);
		},
		className: className ? `${ratingPicker} ${className}` : ratingPicker,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: fieldLabel,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ratingPickerRow,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: ratingPickerScale,
						children: marks.map((mark) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($fe21c36db05242bb$export$d7b12c4107be0d61, {
							value: String(mark),
							className: ratingPickerOption({ size }),
							children: mark
						}, mark))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ratingPickerValue,
						children: current === null ? "Без оценки" : `Ваша оценка: ${current} из ${LIMITS.ratingMax}`
					}),
					onClear && current !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "ghost",
						size: "sm",
						isDisabled: props.isDisabled || props.isReadOnly,
						onPress: () => {
							setKept(null);
							onClear();
						},
						children: "Убрать оценку"
					})
				]
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
				slot: "description",
				className: "_1elsa6x2",
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($1f3c3b1a70cec653$export$f551688fc98f2e09, {
				className: fieldError,
				children: errorMessage
			})
		]
	});
});
// libs/ui/src/components/ListStats/ListStats.css.ts
var stats = "_11lhfs90";
var term$1 = "_11lhfs91";
var count = "_11lhfs92";
var row = "_11lhfs93";
// libs/ui/src/components/ListStats/ListStats.tsx
/** How many readers keep the project in each reading list, in the lists' own order. */
function ListStats({ counts, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: className ? `${stats} ${className}` : stats,
		"aria-label": "Списки читателей",
		children: readingLists.map((list) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: row,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: term$1,
				children: readingListLabels[list]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: count,
				children: counts[list] ?? 0
			})]
		}, list))
	});
}
// libs/ui/src/components/RatingSummary/RatingSummary.css.ts
var summary = "_1v0lnvs0";
var term = "_1v0lnvs1";
var value = "_1v0lnvs2";
var main = "_1v0lnvs3";
var votes$1 = "_1v0lnvs4";
// libs/ui/src/components/RatingSummary/RatingSummary.tsx
var votes = {
	one: "оценка",
	few: "оценки",
	many: "оценок"
};
/**
* A project's ratings (SPEC.md §9): the mix rating first; the site's rating with its vote count, and
* while fewer than 10 readers rated, the plain average beside it; the external rating divided by 10.
* Missing ratings show a dash.
*/
function RatingSummary({ mixRating, siteRating, average, ratedUsers, externalRating, className }) {
	const shown = (rating) => rating === null ? "—" : formatRating(rating);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
		className: className ? `${summary} ${className}` : summary,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: term,
				children: "Рейтинг"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: `${value} ${main}`,
				children: shown(mixRating)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: term,
				children: "Сайт"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", {
				className: value,
				children: [
					shown(siteRating),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: votes$1,
						children: [
							"(",
							countRu(ratedUsers, votes),
							")"
						]
					})
				]
			}),
			showRatingsSeparately(ratedUsers) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: "_1v0lnvs1",
				children: "Среднее"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: "_1v0lnvs2",
				children: shown(average)
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
				className: term,
				children: "VNDB"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: value,
				children: externalRating === null ? "—" : formatExternalRating(externalRating)
			})
		]
	});
}
// apps/site/src/routes/project/ProjectLoading.tsx
/** While the project loads: its shape, and "Загрузка..." for screen readers and eyes (SPEC.md §8). */
function ProjectLoading() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: loading,
		"aria-busy": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: overview,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				shape: "rect",
				height: "18rem"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { width: "60%" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { width: "40%" })
			] })]
		})]
	});
}
// apps/site/src/routes/project/AddOwner.tsx
/**
* The moderators' add-owner control (SPEC.md §2.3): a search of users by name (`GET /api/usersEntities`,
* debounced 200 ms by the ComboBox, §9); choosing one gives them editing rights.
*/
function AddOwner({ owners, onAdd }) {
	const found = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [round, setRound] = (0, import_react.useState)(0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboBox, {
		className: addOwner,
		label: "Добавить пользователя",
		placeholder: "Имя пользователя",
		onSearch: async (text) => {
			const users = await callEndpoint(usersEntitiesRoute, { query: { search: text } });
			const owned = new Set(owners.map((owner) => owner._id));
			const candidates = users.filter((user) => !owned.has(user._id));
			found.current = new Map(candidates.map((user) => [user._id, user]));
			return candidates.map((user) => ({
				id: user._id,
				label: user.username
			}));
		},
		onChange: (key) => {
			const user = key === null ? void 0 : found.current.get(String(key));
			if (user) onAdd(user).then((added) => added && setRound((value) => value + 1));
		}
	}, round);
}
// apps/site/src/routes/project/ProjectHistory.css.ts
var history = "z36qjl0";
var revision = "z36qjl1";
var revisionTitle = "z36qjl2";
var revisionMeta = "z36qjl3";
// apps/site/src/routes/project/ProjectHistory.tsx
var HISTORY_LOAD_FAILED = "Не удалось загрузить историю изменений";
/**
* "История изменений" on "О странице" (issue 18): every applied draft of the project, newest first
* (`GET /api/novels/{id}/revisions`) — who applied it, when, its draft for those who may see it — and,
* on demand, what it changed (`GET /api/novels/{id}/revisions/diff`). The tab panel is rendered only
* while open, so the history loads when the tab is, and each change list when it is asked for.
*/
function ProjectHistory({ novelId }) {
	const { data, error, isLoading } = useEndpoint(revisionsRoute, { params: { id: novelId } }, { revalidateOnFocus: false });
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: headingId,
			className: sectionTitle,
			children: "История изменений"
		}), isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text: error ? HISTORY_LOAD_FAILED : void 0,
			size: "sm"
		}) : data.revisions.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			kind: "nothing",
			size: "sm"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: history,
			"aria-label": "История изменений",
			children: data.revisions.map((revision$1) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: revision,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RevisionEntry, {
					revision: revision$1,
					novelId,
					now
				})
			}, revision$1.number))
		})]
	});
}
function RevisionEntry({ revision, novelId, now }) {
	const session = useSession();
	const [open, setOpen] = (0, import_react.useState)(false);
	const changesId = (0, import_react.useId)();
	const title = revision.draft ? `Правка ${revision.number}` : "Исходная версия";
	const showsDraft = revision.draft !== null && session.can("viewDraft", {
		kind: "novel",
		id: revision.draft,
		type: "updateNovel",
		status: "applied",
		createdById: "",
		novelId
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			className: revisionTitle,
			children: title
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: revisionMeta,
			children: [
				revision.by && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
					size: "sm",
					name: revision.by.username,
					href: `/profile/${usernameToPathSegment(revision.by.username)}`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: revision.at,
					children: formatRelativeDate(revision.at, { now })
				}),
				showsDraft && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: `/drafts/${revision.draft}`,
					children: "Черновик"
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "ghost",
			size: "sm",
			"aria-expanded": open,
			"aria-controls": open ? changesId : void 0,
			onPress: () => setOpen((value) => !value),
			children: open ? "Скрыть изменения" : "Что изменилось"
		}) }),
		open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			id: changesId,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RevisionDiff, {
				novelId,
				revision
			})
		})
	] });
}
function RevisionDiff({ novelId, revision }) {
	const diff = useEndpoint(revisionDiffRoute, {
		params: { id: novelId },
		query: {
			from: revision.number - 1,
			to: revision.number
		}
	}, { revalidateOnFocus: false });
	const vocabularies = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
	const changes = (0, import_react.useMemo)(() => {
		if (!diff.data || vocabularies.isLoading) return null;
		const { genres = [], tags = [], platforms = [] } = vocabularies.data ?? {};
		return revisionChanges({
			changes: diff.data.changes,
			vocabulary: [
				...genres,
				...tags,
				...platforms
			]
		});
	}, [
		diff.data,
		vocabularies.data,
		vocabularies.isLoading
	]);
	if (diff.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: revisionMeta,
		children: "Не удалось загрузить изменения"
	});
	if (!changes) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (changes.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: revisionMeta,
		children: "Видимых изменений нет"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectChanges, {
		changes,
		"aria-label": `Изменения: ${revision.draft ? `правка ${revision.number}` : "исходная версия"}`,
		headingLevel: 4
	});
}
// apps/site/src/routes/project/use-project-actions.ts
/** The cached calls a rating or a list change makes stale, besides the page itself. */
var READER_MARK_CALLS = [
	"/api/novels",
	"/api/mainPage",
	"/api/lists/",
	"/api/users/"
];
/**
* The page with some fields replaced. The controls exist only once the page has loaded, so there is
* always a page to patch.
*/
var patched = (patch) => (current) => ({
	...current,
	...patch
});
/** Rating and reading list, on the page's cache entry (`mutatePage` from `useProjectPage`). */
function useReaderActions(novelId, mutatePage) {
	const toasts = useToasts();
	return (0, import_react.useMemo)(() => ({
		rate: async (rating) => {
			try {
				await mutatePage(async (current) => {
					return patched(await callEndpoint(rateRoute, { body: {
						novel: novelId,
						rating
					} }))(current);
				}, {
					optimisticData: patched({ userRating: rating }),
					rollbackOnError: true,
					revalidate: false
				});
				revalidateCalls(...READER_MARK_CALLS);
			} catch {
				toasts.error("Не удалось поставить оценку");
			}
		},
		setList: async (list) => {
			try {
				await mutatePage(async (current) => {
					return patched(await callEndpoint(addToListRoute, { body: {
						novel: novelId,
						list
					} }))(current);
				}, {
					optimisticData: patched({ list }),
					rollbackOnError: true,
					revalidate: false
				});
				revalidateCalls(...READER_MARK_CALLS);
			} catch {
				toasts.error("Не удалось обновить список");
			}
		}
	}), [
		novelId,
		mutatePage,
		toasts
	]);
}
/** Removes the project (moderators, §2.3); the caller asked "Удалить новеллу?" first. */
async function removeProject(novelId) {
	await callEndpoint(removeNovelRoute, { params: { id: novelId } });
	await revalidateCalls(...READER_MARK_CALLS, "/api/novelByUrl/");
}
/** Editing rights (moderators, §2.3, toasts of §8 Users), on the "О странице" cache entry. */
function useOwnerActions(novelId, mutateInfo) {
	const toasts = useToasts();
	return (0, import_react.useMemo)(() => {
		const change = async (user, owns) => {
			const endpoint = owns ? addOwnerRoute : removeOwnerRoute;
			try {
				await mutateInfo(await callEndpoint(endpoint, { params: {
					id: novelId,
					userId: user._id
				} }), { revalidate: false });
				toasts.success(owns ? "Пользователь добавлен" : "Пользователь исключен");
				return true;
			} catch {
				toasts.error(owns ? "Не удалось добавить пользователя" : "Не удалось исключить пользователя");
				return false;
			}
		};
		return {
			addOwner: (user) => change(user, true),
			removeOwner: (user) => change(user, false)
		};
	}, [
		novelId,
		mutateInfo,
		toasts
	]);
}
/** Saves the reader's notification settings of the project, shown at once, put back on failure. */
function useSaveNotifications(novelId, mutateSettings) {
	const toasts = useToasts();
	return (0, import_react.useMemo)(() => async (settings) => {
		try {
			await mutateSettings(callEndpoint(saveNovelNotificationsRoute, {
				params: { id: novelId },
				body: settings
			}), {
				optimisticData: settings,
				rollbackOnError: true,
				revalidate: false
			});
		} catch {
			toasts.error("Не удалось изменить настройку");
		}
	}, [
		novelId,
		mutateSettings,
		toasts
	]);
}
// apps/site/src/routes/project/use-project-data.ts
/**
* The project with the viewer's list, rating and the list statistics. Not refetched on focus: the
* reader's own marks change only here, and a refetch would count as a fresh view to the API.
*/
function useProjectPage(url) {
	return useEndpoint(novelByUrlRoute, { params: { url } }, {
		revalidateOnFocus: false,
		shouldRetryOnError: false
	});
}
/** "О странице": owners, who added the project and when. */
function useProjectInfo(novelId) {
	return useEndpoint(novelInfoRoute, { params: { id: novelId } }, { revalidateOnFocus: false });
}
/** What the signed-in reader is told about this project; nothing is asked for a guest. */
function useProjectNotifications(novelId, signedIn) {
	return useEndpoint(novelNotificationsRoute, signedIn ? { params: { id: novelId } } : null, { revalidateOnFocus: false });
}
// apps/site/src/routes/project/ProjectAbout.tsx
var profileHref = (username) => `/profile/${usernameToPathSegment(username)}`;
/**
* "О странице" (SPEC.md §2.3): who has editing rights, who added the project and when. Moderators
* exclude an owner (after "Исключить пользователя {name}?") and add one by name. Then the project's
* history of changes (issue 18).
*/
function ProjectAbout({ novelId }) {
	const session = useSession();
	const confirm = useConfirm();
	const toasts = useToasts();
	const { data: info, error, isLoading, mutate } = useProjectInfo(novelId);
	const { addOwner, removeOwner } = useOwnerActions(novelId, mutate);
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	(0, import_react.useEffect)(() => {
		if (error) toasts.error("Не удалось загрузить информацию о странице");
	}, [error, toasts]);
	if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (!info) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		text: "Не удалось загрузить информацию о странице",
		size: "sm"
	});
	const exclude = async (owner) => {
		if (await confirm({
			title: `Исключить пользователя ${owner.username}?`,
			variant: "destructive"
		})) await removeOwner(owner);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: section,
				"aria-labelledby": "project-owners",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "project-owners",
						className: sectionTitle,
						children: "Права на редактирование"
					}),
					info.owners.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
						kind: "nothing",
						size: "sm"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: owners,
						children: info.owners.map((owner$1) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: owner,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
								name: owner$1.username,
								href: profileHref(owner$1.username)
							}), session.can("removeOwner") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "ghost",
								size: "sm",
								"aria-label": `Исключить ${owner$1.username}`,
								onPress: () => void exclude(owner$1),
								children: "Исключить"
							})]
						}, owner$1._id))
					}),
					session.can("addOwner") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddOwner, {
						owners: info.owners,
						onAdd: (user) => addOwner(user)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: section,
				"aria-labelledby": "project-added",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "project-added",
					className: sectionTitle,
					children: "Добавление проекта"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: facts,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: factTerm,
							children: "Добавил(а)"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: factValue,
							children: info.createdBy ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
								name: info.createdBy.username,
								href: profileHref(info.createdBy.username)
							}) : "Неизвестно"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
							className: factTerm,
							children: "Дата добавления"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
							className: factValue,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: info.createdAt,
								children: formatRelativeDate(info.createdAt, { now })
							})
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectHistory, { novelId })
		]
	});
}
// apps/site/src/routes/project/ProjectNotifications.tsx
var options = [
	{
		key: "updates",
		label: "Новые обновления на странице"
	},
	{
		key: "comments",
		label: "Все комментарии"
	},
	{
		key: "answers",
		label: "Ответы на мои комментарии"
	}
];
/**
* What the signed-in reader is told about this project (SPEC.md §2.3: new updates on the page, all
* comments, replies to their comments). SPEC.md keeps these in a tab without a visible tab; here they
* are a labelled group of checkboxes, each saved as it changes.
*/
function ProjectNotifications({ novelId }) {
	const { data, error, isLoading, mutate } = useProjectNotifications(novelId, true);
	const save = useSaveNotifications(novelId, mutate);
	const settings = data ?? defaultNovelNotificationSettings;
	const failed = error !== void 0 && data === void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": "project-notifications",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "project-notifications",
			className: sectionTitle,
			children: "Уведомления о проекте"
		}), isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text: "Не удалось загрузить настройки уведомлений",
			size: "sm"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "sm",
			role: "group",
			"aria-labelledby": "project-notifications",
			children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				label: option.label,
				isSelected: settings[option.key],
				onChange: (selected) => void save({
					...settings,
					[option.key]: selected
				})
			}, option.key))
		})]
	});
}
// apps/site/src/routes/project/project-rules.ts
function viewerKindOf(user) {
	if (!user) return "guest";
	return isStaffMember(user.role) ? "staff" : "reader";
}
/** The own-rating control is hidden for projects in development or frozen (§4). */
function showsOwnRating(status) {
	return canBeRated(status);
}
function controlEffect(viewer, currentPath) {
	return viewer === "guest" ? {
		kind: "signIn",
		href: loginHref(currentPath)
	} : { kind: "act" };
}
/**
* The edit button (§2.3): "Редактировать" for a moderator or administrator, "Предложить изменения"
* for everyone else; both open /edit/novel/{id}, and a guest goes to /login first (§2.2: the edit
* route redirects guests there, so the link goes straight to it with the return address).
*/
function editActionOf(viewer, novelId, currentPath) {
	return {
		label: viewer === "staff" ? "Редактировать" : "Предложить изменения",
		href: viewer === "guest" ? loginHref(currentPath) : `/edit/novel/${novelId}`
	};
}
/**
* The add-to-list select (§3 reading lists): every list in the menu's order, and "Удалить из списка"
* once the project is on one (before that there is nothing to remove it from).
*/
function listOptions(current) {
	const lists = readingLists.map((list) => ({
		id: list,
		label: readingListLabels[list]
	}));
	return current === null ? lists : [...lists, {
		id: removeFromListOption.value,
		label: removeFromListOption.label
	}];
}
/** The list an option stands for: a reading list, or null for "remove from the list". */
function listChoiceOf(optionId) {
	const parsed = readingListSchema.safeParse(optionId);
	return parsed.success ? parsed.data : null;
}
/** The tabs of the page (§2.3); `notifications` is the tab SPEC.md keeps hidden, shown here. */
var projectTabs = [
	"comments",
	"about",
	"notifications"
];
/** The tabs a viewer has: the notification settings are a signed-in reader's own. */
function tabsFor(viewer) {
	return viewer === "guest" ? ["comments", "about"] : [...projectTabs];
}
/** The tab an address asks for; the comments when it names none, or one the viewer does not have. */
function tabFromSearch(search, viewer) {
	const asked = search.get("tab");
	return tabsFor(viewer).find((tab) => tab === asked) ?? "comments";
}
/** The query after choosing a tab: the default tab leaves the address clean; others are kept. */
function searchWithTab(search, tab) {
	const next = new URLSearchParams(search);
	if (tab === "comments") next.delete("tab");
	else next.set("tab", tab);
	return next;
}
// apps/site/src/routes/project/ProjectTabs.tsx
var isProjectTab = (key) => projectTabs.includes(key);
/**
* "Комментарии (N)". The count follows the comments once they load, so a new comment adds one at
* once. The project counts comments that are not removed; the list keeps removed ones that hold a
* thread together. A component of its own: the comments' arrival after the page has hydrated
* renders the label again, not the tabs around it (the longest task of a project page on a phone).
*/
function CommentsTabLabel({ novelId, commentsCount }) {
	const comments = useSourceComments({
		sourceType: "game",
		sourceId: novelId
	});
	const count = comments.isLoading || comments.error ? commentsCount : comments.count - comments.comments.filter((comment) => comment.removed).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		"Комментарии (",
		count,
		")"
	] });
}
/**
* "Комментарии (N)", "О странице" and, for a signed-in reader, "Уведомления" (SPEC.md §2.3; the
* notification settings SPEC.md keeps without a visible tab are shown here). The chosen tab lives in
* the address (`?tab=about`), so it survives a reload and can be linked.
*/
function ProjectTabs({ novelId, commentsCount, viewer }) {
	const [search, setSearch] = useSearchParams();
	const selected = tabFromSearch(search, viewer);
	const tabs = tabsFor(viewer);
	const labels = {
		comments: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentsTabLabel, {
			novelId,
			commentsCount
		}),
		about: "О странице",
		notifications: "Уведомления"
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
		selectedKey: selected,
		onSelectionChange: (key) => {
			if (isProjectTab(key)) setSearch(searchWithTab(search, key), { replace: true });
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
				"aria-label": "Разделы страницы проекта",
				children: tabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
					id: tab,
					children: labels[tab]
				}, tab))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "comments",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentsSection, {
					sourceType: "game",
					sourceId: novelId,
					heading: "Комментарии",
					isHeadingHidden: true
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "about",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectAbout, { novelId })
			}),
			viewer !== "guest" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: "notifications",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectNotifications, { novelId })
			})
		]
	});
}
// apps/site/src/routes/project/ReaderControls.tsx
/** The add-to-list select: the reading lists, and "Удалить из списка" once on one. */
function ListChoice({ list, effect, isDisabled = false, onChange }) {
	const navigate = useNavigate();
	if (effect.kind === "signIn") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
		label: "Мой список",
		placeholder: "Добавить в список",
		items: listOptions(null),
		value: null,
		isDisabled,
		isOpen: false,
		onOpenChange: (open) => open && navigate(effect.href)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
		label: "Мой список",
		placeholder: "Добавить в список",
		items: listOptions(list),
		value: list,
		isDisabled,
		onChange: (key) => onChange(listChoiceOf(key))
	});
}
/** The reader's rating, 1 to 10 (§5), with a way to take it back. */
function OwnRating({ rating, effect, isDisabled = false, onChange }) {
	const navigate = useNavigate();
	if (effect.kind === "signIn") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatingPicker, {
		label: "Моя оценка",
		value: null,
		isDisabled,
		onChange: () => navigate(effect.href)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatingPicker, {
		label: "Моя оценка",
		value: rating,
		isDisabled,
		onChange: (value) => onChange(value),
		onClear: () => onChange(null)
	});
}
// apps/site/src/routes/project/ProjectView.tsx
var views = {
	one: "просмотр",
	few: "просмотра",
	many: "просмотров"
};
/** A loaded project (SPEC.md §2.3): everything the page shows, top to bottom. */
function ProjectView({ novel, mutatePage }) {
	const session = useSession();
	const appearance = useAppearance();
	const location = useLocation();
	const navigate = useNavigate();
	const confirm = useConfirm();
	const toasts = useToasts();
	const viewer = viewerKindOf(session.user);
	const signedIn = viewer !== "guest";
	const currentPath = `${location.pathname}${location.search}${location.hash}`;
	const effect = controlEffect(viewer, currentPath);
	const edit = editActionOf(viewer, novel._id, currentPath);
	const { rate, setList } = useReaderActions(novel._id, mutatePage);
	const markup = (0, import_react.useMemo)(() => descriptionMarkup(novel.description), [novel.description]);
	const excerpt = (0, import_react.useMemo)(() => descriptionExcerpt(markup), [markup]);
	usePageMeta({
		title: novel.name,
		description: excerpt || void 0
	});
	const listCounts = Object.fromEntries(novel.listStatistics.map((entry) => [entry._id, entry.count]));
	const links = visibleLinks(novel.links, signedIn);
	const deleteProject = async () => {
		if (!await confirm({
			title: "Удалить новеллу?",
			variant: "destructive"
		})) return;
		try {
			await removeProject(novel._id);
			navigate(catalogueHref(novel.section));
		} catch (error) {
			toasts.error(error instanceof Error ? error.message : String(error));
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: header,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: title,
						children: novel.name
					}),
					novel.alternativeNames.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "qlxelp3",
						children: novel.alternativeNames.join(" · ")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: headerMeta,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: countRu(novel.viewsCount, views) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: actions,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
								href: edit.href,
								variant: "standalone",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
										"aria-hidden": true,
										size: "1em"
									}),
									" ",
									edit.label
								]
							}), session.can("deleteNovel") && !novel.removed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
								variant: "danger",
								size: "sm",
								onPress: () => void deleteProject(),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
									"aria-hidden": true,
									size: "1em"
								}), "Удалить"]
							})]
						})]
					}),
					novel.removed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "qlxelp6",
						role: "note",
						children: [
							"Проект удалён ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateText, { value: novel.removed.at }),
							novel.removed.by ? ` пользователем ${novel.removed.by.username}` : "",
							" и виден только модераторам."
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: overview,
				children: [novel.poster ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageVeil, {
					isVeiled: isImageBlurred(novel.poster, appearance),
					revealLabel: "Показать постер",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						className: poster,
						src: novel.poster.preview || novel.poster.full,
						width: novel.poster.previewWidth,
						height: novel.poster.previewHeight,
						alt: `Постер: ${novel.name}`,
						fetchPriority: "high"
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: posterPlaceholder,
					role: "img",
					"aria-label": "Нет постера"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectFactsOf, { project: novel })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: readerPanels,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: section,
					"aria-labelledby": "project-ratings",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "project-ratings",
							className: sectionTitle,
							children: "Оценки"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatingSummary, {
							mixRating: novel.mixRating ?? null,
							siteRating: novel.bRating ?? null,
							average: novel.rating ?? null,
							ratedUsers: novel.ratedUsers,
							externalRating: novel.vndb?.rating ?? null
						}),
						showsOwnRating(novel.status) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnRating, {
							rating: novel.userRating ?? null,
							effect,
							isDisabled: session.isLoading,
							onChange: (rating) => void rate(rating)
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: section,
					"aria-labelledby": "project-lists",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "project-lists",
							className: sectionTitle,
							children: "Списки"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListChoice, {
							list: novel.list ?? null,
							effect,
							isDisabled: session.isLoading,
							onChange: (list) => void setList(list)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListStats, { counts: listCounts })
					]
				})]
			}),
			novel.screenshots.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectScreenshots, { novel }),
			novel.translations.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectTranslations, {
				translations: novel.translations,
				groups: novel.translatorGroups
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectDescription, {
				markup,
				signedIn
			}),
			links.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectLinks, { links }),
			session.isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectTabs, {
				novelId: novel._id,
				commentsCount: novel.commentsCount,
				viewer
			})
		]
	});
}
// apps/site/src/routes/project/ProjectPage.tsx
/** The API's answer for a project that does not exist or was removed (SPEC.md §8: "Not Found"). */
function isNotFound(error) {
	return error instanceof ApiError && (error.status === 404 || error.message === "Not Found");
}
/**
* The project page at /novels/{url} and /games/{url} (SPEC.md §2.3): loads the project by its url;
* "Not Found" is the not-found page, any other failure the error page with a toast (§8).
*/
function ProjectPage() {
	const { url = "" } = useParams();
	const { data: novel, error, mutate } = useProjectPage(url);
	const toasts = useToasts();
	const failedError = novel === void 0 ? error : void 0;
	const failed = failedError !== void 0 && !isNotFound(failedError);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error("Не удалось загрузить новеллу");
	}, [failed, toasts]);
	if (failedError !== void 0) return isNotFound(failedError) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: failedError });
	if (!novel) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectLoading, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectView, {
		novel,
		mutatePage: mutate
	}, novel._id);
}
export { isNotFound as n, ProjectPage as t };

//# sourceMappingURL=ProjectPage-y0DtP9A1.js.map