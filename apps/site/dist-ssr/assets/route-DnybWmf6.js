import { n as draftMessages, r as draftStatusErrorMessage } from "./errors-BzjKvLrM.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ft as safetyMarkList, Ht as useParams, Mt as imageSafetyMarks, Rt as withSafetyMarks, Vt as useNavigate, _ as Menu, at as NotFoundPage, it as ErrorContent, jt as imageSafetyMarkLabels, s as useLeaveGuard, st as usePageTitle, v as MenuItem, y as useToasts, zt as Navigate } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as useSession, f as isDraftFinished } from "./session-BGqqomvP.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { n as novelDraftValueSchema, t as DRAFT_LIMITS } from "./drafts-BRb5AKn7.js";
import { a as releaseDateLabel, i as newProjectDefaults, n as developmentStatusLabels, o as showsExpectedRelease, r as developmentStatuses } from "./statuses-BYlwHg7F.js";
import { g as languageLabels, v as languages } from "./novel-B93jQHlc.js";
import { n as lengths, t as lengthInfo } from "./lengths-BVRkaxwo.js";
import { a as routeOfSection, i as projectSections, o as sectionLabels } from "./sections-RDbRyv0S.js";
import { n as draftProjectOf, r as slugFromName, t as ProjectPreview } from "./ProjectPreview-D2MqQJ3N.js";
import { i as sortPlatforms } from "./vocabulary-input-HvbQI8qt.js";
import { t as formatExternalRating } from "./rating-Bx-ab4cP.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Select } from "./Select-DJ84dw_I.js";
import { t as TagInput } from "./TagInput-CKyTYXpN.js";
import { t as TextField } from "./TextField-_25ox2jH.js";
import { a as calendarDateOf, d as useFieldArray, f as useForm, i as FormTextField, m as DateField, o as Controller, p as useWatch, r as FormTextArea, t as FormDateField, u as useController } from "./form-fields-BEe_Skxt.js";
import { a as MarkupEditor, n as searchUsers, r as uploadCommentImage, t as searchProjects } from "./writing-callbacks-zSeZqTCH.js";
import { at as videoThumbnailUrl, it as parseVideoId, rt as isVideoScreenshot } from "./ProjectTranslations-DveGAr_i.js";
import { t as Checkbox } from "./Checkbox-CaFpIEwq.js";
import { t as ImageInput } from "./ImageInput-BrDPmMPP.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { s as linkAddressFromInput } from "./FileTrigger-GKmwR1-q.js";
import { n as installRussianValidationMessages, t as Plus } from "./plus-DRW44IVb.js";
import { n as descriptionMarkup } from "./description-BACEFskM.js";
import { t as errorEnvelopeSchema } from "./envelope-B_0VPALs.js";
import { F as novelDraftRoute, Ft as vndbSearchRoute, R as novelRoute, St as updateDraftValueRoute, l as changeDraftStatusRoute, m as createNovelDraftRoute, n as callEndpoint, t as ApiError, w as filtersRoute } from "./client-BHtto6D6.js";
import { t as ComboBox } from "./ComboBox-Dc7D667t.js";
import { t as TextArea } from "./TextArea-CLrqE04n.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as isNotFound } from "./use-posts-data-CPz5tjOy.js";
// libs/domain/src/catalogue/vndb.ts
/**
* What a project keeps of a chosen match in its `vndb` field (SPEC.md §3 Novel): the service's own
* values, developers as `{ name }` the way the service gives them, so the field reads like the
* service's answer whatever our mapping makes of it later.
*/
function vndbRecordFromMatch(match) {
	return {
		id: match.id,
		title: match.title,
		...match.olang === null ? {} : { olang: match.olang },
		length: match.lengthKey === null ? null : match.length,
		length_minutes: match.length_minutes,
		rating: match.rating,
		votecount: match.votecount,
		devstatus: match.devstatus,
		developers: match.developers.map((name) => ({ name })),
		released: match.released
	};
}
/** A release date the form can take: only a whole day (the service also answers "2010-07", "TBA"). */
function wholeDay(released) {
	return released !== null && /^\d{4}-\d{2}-\d{2}$/.test(released) ? released : null;
}
/**
* The fields a match fills: the original language (ja → jp, zh-Hans → zh), the length (1..5), a
* whole release day and the developers, each only when the service knows it, and always the `vndb`
* record. The development status is left to the writer: SPEC.md gives no mapping of the service's.
*/
function vndbFill(match) {
	const released = wholeDay(match.released);
	return {
		...match.language === null ? {} : { originalLanguage: match.language },
		...match.lengthKey === null ? {} : { length: match.lengthKey },
		...released === null ? {} : { releasedAt: released },
		...match.developers.length === 0 ? {} : { developers: match.developers },
		vndb: vndbRecordFromMatch(match)
	};
}
/** The service's development status (`devstatus`) in words, for the lookup's list. */
var vndbDevelopmentLabels = {
	0: "Завершена",
	1: "В разработке",
	2: "Отменена"
};
/**
* One line about a match for the lookup's list: title, language, length, rating (votes),
* development status, release, developers.
*/
function vndbMatchSummary(match, labels) {
	const parts = [
		match.language === null ? null : labels.language(match.language),
		match.lengthKey === null ? null : labels.length(match.lengthKey),
		match.rating === null ? null : `${formatExternalRating(match.rating)} (${match.votecount})`,
		vndbDevelopmentLabels[match.devstatus] ?? null,
		match.released,
		match.developers.join(", ") || null
	].filter((part) => part !== null && part !== "");
	return parts.length > 0 ? `${match.title} — ${parts.join(" · ")}` : match.title;
}
// node_modules/lucide-react/dist/esm/icons/shield-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "shield-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
			key: "oel41y"
		}],
		["path", {
			d: "M12 8v4",
			key: "1got3b"
		}],
		["path", {
			d: "M12 16h.01",
			key: "1drbdi"
		}]
	],
	aliases: ["shield-alert"]
};
__iconData.node;
var ShieldExclamationPoint = createLucideIcon(__iconData);
// apps/site/src/routes/project-form/ProjectForm.css.ts.vanilla.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// apps/site/src/routes/project-form/ProjectForm.css.ts
var form = "_1v2y0c40";
var group = "_1v2y0c41";
var legend = "_1v2y0c42";
var row = "_1v2y0c43";
var alignEnd = "_1v2y0c44";
var rowItem = "_1v2y0c46";
var translation = "_1v2y0c47";
var images = "_1v2y0c48";
var thumbnail = "_1v2y0c49";
var thumbnailImage = "_1v2y0c4a";
var rowLabel = "_1v2y0c4b";
var thumbnailActions = "_1v2y0c4c";
var actions = "_1v2y0c4e";
var page = "_1v2y0c4f";
var title = "_1v2y0c4g";
// apps/site/src/routes/project-form/ImagesFields.tsx
var import_jsx_runtime = require_jsx_runtime();
var noChosenImages = {
	poster: null,
	bg: null,
	screenshots: []
};
var noImageSafety = {
	sexualContent: false,
	violence: false,
	erotic: false
};
/** The message under the video field when the text is neither an id nor a video link (§5). */
var NOT_A_VIDEO = "Не похоже на видео: вставьте id или ссылку на YouTube";
/**
* Poster, background and screenshots (SPEC.md §3 Novel; §5 video entry; image meta): the images the
* project has, removable, each with its safety marks; new files (sent with the draft) with one set
* of marks for all of them; videos by id or link.
*/
function ImagesFields({ control, images: images$1, onImagesChange, safety, onSafetyChange }) {
	const poster = useController({
		control,
		name: "poster"
	});
	const bg = useController({
		control,
		name: "bg"
	});
	const screenshots = useController({
		control,
		name: "screenshots"
	});
	const [video, setVideo] = (0, import_react.useState)("");
	const [videoError, setVideoError] = (0, import_react.useState)(void 0);
	const addVideo = () => {
		const id = parseVideoId(video);
		if (!id) {
			setVideoError(NOT_A_VIDEO);
			return;
		}
		screenshots.field.onChange([...screenshots.field.value, {
			contentType: "youtube",
			full: id,
			preview: videoThumbnailUrl(id)
		}]);
		setVideo("");
		setVideoError(void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: group,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: legend,
				children: "Изображения и видео"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: images,
				children: [
					poster.field.value && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
						src: poster.field.value.preview,
						alt: "Постер",
						onRemove: () => poster.field.onChange(null),
						marks: safetyMarkList(poster.field.value),
						onMarksChange: (marks) => poster.field.value && poster.field.onChange(withSafetyMarks(poster.field.value, marks))
					}),
					bg.field.value && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
						src: bg.field.value.preview,
						alt: "Фон",
						onRemove: () => bg.field.onChange(null)
					}),
					screenshots.field.value.map((shot, index) => {
						const thumbnail = {
							src: shot.preview ?? "",
							onRemove: () => screenshots.field.onChange(screenshots.field.value.filter((_, at) => at !== index))
						};
						const key = `${shot.full}-${index}`;
						if (isVideoScreenshot(shot)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
							alt: `Видео ${index + 1}`,
							...thumbnail
						}, key);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
							alt: `Скриншот ${index + 1}`,
							...thumbnail,
							marks: safetyMarkList(shot),
							onMarksChange: (marks) => screenshots.field.onChange(screenshots.field.value.map((each, at) => at === index ? withSafetyMarks(shot, marks) : each))
						}, key);
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageInput, {
				hint: "Постер: перетащите изображение или вставьте из буфера",
				buttonLabel: "Выбрать постер",
				onImages: ([file]) => onImagesChange({
					...images$1,
					poster: file ?? null
				}),
				description: images$1.poster ? `Выбран: ${images$1.poster.name}` : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageInput, {
				hint: "Скриншоты: перетащите изображения или вставьте из буфера",
				buttonLabel: "Выбрать скриншоты",
				onImages: (files) => onImagesChange({
					...images$1,
					screenshots: [...images$1.screenshots, ...files]
				}),
				description: images$1.screenshots.length > 0 ? `Выбрано: ${images$1.screenshots.length}` : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageInput, {
				hint: "Фон страницы: перетащите изображение или вставьте из буфера",
				buttonLabel: "Выбрать фон",
				onImages: ([file]) => onImagesChange({
					...images$1,
					bg: file ?? null
				}),
				description: images$1.bg ? `Выбран: ${images$1.bg.name}` : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: row,
				role: "group",
				"aria-labelledby": "new-image-marks",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					id: "new-image-marks",
					className: rowLabel,
					children: "Пометки новых изображений:"
				}), imageSafetyMarks.map((mark) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
					label: imageSafetyMarkLabels[mark],
					isSelected: safety[mark],
					onChange: (isSelected) => onSafetyChange({
						...safety,
						[mark]: isSelected
					})
				}, mark))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: row,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: "Видео: id или ссылка",
					value: video,
					onChange: (value) => {
						setVideo(value);
						setVideoError(void 0);
					},
					isInvalid: videoError !== void 0,
					errorMessage: videoError,
					validationBehavior: "aria"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: alignEnd,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "secondary",
						onPress: addVideo,
						isDisabled: video.trim() === "",
						children: "Добавить видео"
					})
				})]
			})
		]
	});
}
function Thumbnail({ src, alt, onRemove, marks, onMarksChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
		className: thumbnail,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src,
				alt,
				className: thumbnailImage,
				loading: "lazy"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: thumbnailActions,
				children: [marks && onMarksChange && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
					"aria-label": `Пометки: ${alt}`,
					selectionMode: "multiple",
					selectedKeys: marks,
					onSelectionChange: (keys) => keys !== "all" && onMarksChange([...keys]),
					trigger: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "ghost",
						size: "sm",
						"aria-label": `Пометки: ${alt}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldExclamationPoint, {
							"aria-hidden": true,
							size: "1em"
						})
					}),
					children: imageSafetyMarks.map((mark) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
						id: mark,
						children: imageSafetyMarkLabels[mark]
					}, mark))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					size: "sm",
					"aria-label": `Убрать: ${alt}`,
					onPress: onRemove,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
						"aria-hidden": true,
						size: "1em"
					})
				})]
			}),
			marks && marks.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", {
				className: "_1v2y0c4d",
				children: marks.map((mark) => imageSafetyMarkLabels[mark]).join(", ")
			})
		]
	});
}
// apps/site/src/routes/project-form/ListFields.tsx
/**
* A link of a row: what people type ("vndb.org/v17") becomes an address when the field is left, and
* an address that cannot be a link is refused before the form is sent, as the API refuses it.
*/
var linkRules = { validate: (typed) => typeof typed !== "string" || typed.trim() === "" || linkAddressFromInput(typed) !== void 0 || "Адрес должен начинаться с http://, https://, mailto: или /" };
var linkOnBlur = (typed) => linkAddressFromInput(typed) ?? typed;
/** A text field of one row, bound to the form; links are checked as links. */
function RowText({ control, name, label, isLink = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		control,
		name,
		label,
		maxLength: DRAFT_LIMITS.textMax,
		...isLink ? {
			type: "url",
			rules: linkRules,
			normalizeOnBlur: linkOnBlur
		} : {}
	});
}
/** A fieldset of rows with "Добавить" and a remove button per row. */
function Rows({ legend: legend$1, addLabel, count, onAdd, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: group,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: legend,
				children: legend$1
			}),
			count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: "_1v2y0c45",
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "secondary",
				size: "sm",
				onPress: onAdd,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, {
					"aria-hidden": true,
					size: "1em"
				}), addLabel]
			}) })
		]
	});
}
function RemoveRow({ label, onRemove }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "ghost",
		size: "sm",
		"aria-label": label,
		onPress: onRemove,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
			"aria-hidden": true,
			size: "1em"
		})
	});
}
function DevelopersField({ control }) {
	const { fields, append, remove } = useFieldArray({
		control,
		name: "developers"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, {
		legend: "Разработчики",
		addLabel: "Добавить разработчика",
		count: fields.length,
		onAdd: () => append({
			name: "",
			link: ""
		}),
		children: fields.map((row, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: rowItem,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `developers.${index}.name`,
					label: `Разработчик ${index + 1}`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `developers.${index}.link`,
					label: "Ссылка",
					isLink: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveRow, {
					label: `Убрать разработчика ${index + 1}`,
					onRemove: () => remove(index)
				})
			]
		}, row.id))
	});
}
function LinksField({ control }) {
	const { fields, append, remove } = useFieldArray({
		control,
		name: "links"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, {
		legend: "Ссылки",
		addLabel: "Добавить ссылку",
		count: fields.length,
		onAdd: () => append({
			link: "",
			description: "",
			tags: []
		}),
		children: fields.map((row, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: rowItem,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `links.${index}.link`,
					label: `Ссылка ${index + 1}`,
					isLink: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `links.${index}.description`,
					label: "Описание"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: `links.${index}.tags`,
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "Только для вошедших",
						isSelected: field.value.includes("regRequire"),
						onChange: (hidden) => field.onChange(hidden ? ["regRequire"] : [])
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveRow, {
					label: `Убрать ссылку ${index + 1}`,
					onRemove: () => remove(index)
				})
			]
		}, row.id))
	});
}
var statusItems = developmentStatuses.map((status) => ({
	id: status,
	label: developmentStatusLabels[status]
}));
function TranslationsField({ control }) {
	const { fields, append, remove } = useFieldArray({
		control,
		name: "translations"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Rows, {
		legend: "Переводы",
		addLabel: "Добавить перевод",
		count: fields.length,
		onAdd: () => append({
			group: {
				link: "",
				description: ""
			},
			status: "done",
			nonFree: false,
			releasedAt: null,
			link: {
				link: "",
				description: ""
			},
			description: ""
		}),
		children: fields.map((row, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: translation,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `translations.${index}.group.description`,
					label: `Переводчик или группа (перевод ${index + 1})`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `translations.${index}.group.link`,
					label: "Ссылка на группу",
					isLink: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: `translations.${index}.status`,
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Статус перевода",
						items: statusItems,
						selectedKey: field.value,
						onSelectionChange: (key) => field.onChange(key)
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: `translations.${index}.releasedAt`,
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, {
						label: "Дата выхода перевода",
						value: calendarDateOf(field.value),
						onChange: (day) => field.onChange(day ? (/* @__PURE__ */ new Date(`${day.toString()}T00:00:00.000Z`)).toISOString() : null)
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowText, {
					control,
					name: `translations.${index}.link.link`,
					label: "Где скачать",
					isLink: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name: `translations.${index}.nonFree`,
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						label: "Платный",
						isSelected: field.value,
						onChange: field.onChange
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextArea, {
					control,
					name: `translations.${index}.description`,
					label: "Описание перевода",
					maxLength: DRAFT_LIMITS.textMax
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveRow, {
					label: `Убрать перевод ${index + 1}`,
					onRemove: () => remove(index)
				})
			]
		}, row.id))
	});
}
// apps/site/src/routes/project-form/project-form-values.ts
/** A new project (SPEC.md §4 defaults: section novel, status done, original language jp). */
function newProjectValues() {
	return {
		name: "",
		url: "",
		alternativeNames: "",
		section: newProjectDefaults.section,
		status: newProjectDefaults.status,
		originalLanguage: newProjectDefaults.originalLanguage,
		releasedAt: "",
		expectedReleaseAt: "",
		length: null,
		genres: [],
		tags: [],
		platforms: [],
		developers: [],
		translations: [],
		links: [],
		description: "",
		poster: null,
		bg: null,
		screenshots: [],
		vndb: null,
		modifiers: []
	};
}
var dayOf = (date) => date ? date.slice(0, 10) : "";
/** The vocabulary values of a project or draft as the tag inputs hold them. */
var choicesOf = (values) => values.map((entry) => entry._id ? {
	_id: entry._id,
	value: entry.value
} : {
	value: entry.value,
	isNew: true
});
/** A project, or a draft's value, in the form: what "Предложить изменения" starts from. */
function projectFormValuesOf(project) {
	const defaults = newProjectValues();
	return {
		name: project.name,
		url: project.url ?? "",
		alternativeNames: (project.alternativeNames ?? []).join("\n"),
		section: project.section ?? defaults.section,
		status: project.status ?? defaults.status,
		originalLanguage: project.originalLanguage ?? defaults.originalLanguage,
		releasedAt: dayOf(project.releasedAt),
		expectedReleaseAt: project.expectedReleaseAt ?? "",
		length: project.length ?? null,
		genres: choicesOf(project.genres ?? []),
		tags: choicesOf(project.tags ?? []),
		platforms: choicesOf(project.platforms ?? []),
		developers: (project.developers ?? []).map(({ name, link }) => ({
			name,
			link: link ?? ""
		})),
		translations: project.translations ?? [],
		links: project.links ?? [],
		description: descriptionMarkup(project.description ?? ""),
		poster: project.poster ?? null,
		bg: project.bg ?? null,
		screenshots: project.screenshots ?? [],
		vndb: project.vndb ?? null,
		modifiers: project.modifiers ?? []
	};
}
var vocabularyValues = (choices) => choices.map((choice) => "isNew" in choice ? { value: choice.value } : {
	_id: choice._id,
	value: choice.value
});
var isDeveloperSent = (developer) => developer.name.trim() !== "";
var isTranslationSent = (translation) => translation.group.description.trim() !== "";
var isLinkSent = (link) => link.link.trim() !== "";
/**
* The form's row numbers of the rows sent, in the order sent: the server names a row by its place
* in the value (`value.links.1.link`), which is not its place in the form when an empty row before
* it was left out.
*/
function sentRowIndices(values, list) {
	return (list === "developers" ? values.developers.map(isDeveloperSent) : list === "translations" ? values.translations.map(isTranslationSent) : values.links.map(isLinkSent)).flatMap((isSent, index) => isSent ? [index] : []);
}
/**
* What the form sends as the draft's `value`: blank lines, developers, links and translations
* without content are left out.
*/
function draftValueOf(values) {
	return {
		name: values.name.trim(),
		...values.url.trim() ? { url: values.url.trim() } : {},
		alternativeNames: values.alternativeNames.split("\n").map((name) => name.trim()).filter((name) => name !== ""),
		section: values.section,
		modifiers: values.modifiers,
		poster: values.poster,
		screenshots: values.screenshots,
		bg: values.bg,
		originalLanguage: values.originalLanguage,
		developers: values.developers.filter(isDeveloperSent).map((developer) => ({
			name: developer.name.trim(),
			link: developer.link.trim()
		})),
		status: values.status,
		releasedAt: values.releasedAt ? (/* @__PURE__ */ new Date(`${values.releasedAt}T00:00:00.000Z`)).toISOString() : null,
		expectedReleaseAt: showsExpectedRelease(values.status) ? values.expectedReleaseAt.trim() : "",
		genres: vocabularyValues(values.genres),
		tags: vocabularyValues(values.tags),
		platforms: vocabularyValues(values.platforms),
		length: values.length,
		translations: values.translations.filter(isTranslationSent),
		description: values.description,
		links: values.links.filter(isLinkSent),
		vndb: values.vndb
	};
}
/**
* An edit's value with the release date and description the project already has where the form did
* not change them (SPEC.md §5: unchanged release date and description are not part of the edit).
* The API takes a draft's value as the whole project, so they are sent as they were rather than
* left out: the form shows the date by day and the description as markup, and without this an
* untouched article-style description or a date's time of day would read as a change.
*/
function keepingUnchanged(value, original) {
	const sameDay = dayOf(value.releasedAt) === dayOf(original.releasedAt);
	const sameDescription = value.description === descriptionMarkup(original.description ?? "");
	return {
		...value,
		...sameDay ? { releasedAt: original.releasedAt ?? null } : {},
		...sameDescription ? { description: original.description ?? "" } : {}
	};
}
// apps/site/src/routes/project-form/FormPreview.tsx
/**
* The preview of /add (SPEC.md §2.2): the project page's parts drawn from what the form holds now,
* through the same reading of a draft's value as the draft page's preview, so both show alike.
*/
function FormPreview({ control }) {
	const values = useWatch({ control });
	const project = (0, import_react.useMemo)(() => draftProjectOf({
		title: values.name,
		value: JSON.stringify(draftValueOf(values))
	}), [values]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: group,
		"aria-label": "Предпросмотр",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectPreview, { project })
	});
}
// apps/site/src/routes/project-form/project-form-errors.ts
/** The form's own fields that show a message under them. */
var topFields = [
	"name",
	"url",
	"alternativeNames",
	"releasedAt",
	"expectedReleaseAt"
];
/** The text fields of a row that show a message, and the one a message about the whole row goes to. */
var rowFields = {
	developers: {
		shown: ["name", "link"],
		first: "name"
	},
	links: {
		shown: ["link", "description"],
		first: "link"
	},
	translations: {
		shown: [
			"group.description",
			"group.link",
			"link.link",
			"description"
		],
		first: "group.description"
	}
};
var isList = (name) => name in rowFields;
/**
* The form field a server's field path names, or null when the form has no field to show it in
* (the toast says it then). `alternativeNames.3` is a line of the one "Другие названия" box; a row
* of a list is found by its place among the rows sent.
*/
function formFieldOf(path, values) {
	const [head = "", index, ...rest] = path.split(".");
	if (topFields.includes(head)) return head;
	if (!isList(head) || index === void 0) return null;
	const row = sentRowIndices(values, head)[Number(index)];
	if (row === void 0) return null;
	const field = rest.join(".");
	const { shown, first } = rowFields[head];
	const target = field === "" ? first : shown.includes(field) ? field : null;
	return target === null ? null : `${head}.${row}.${target}`;
}
/**
* The field errors of a refused save (SPEC.md §5: "Server field errors are shown in the fields"):
* the API names a draft's fields under `value.` (`{ "value.links.0.link": "Недопустимая ссылка" }`).
* The refusal may come wrapped (a failed step keeps the API's answer as its cause). `values` are
* the values that were sent.
*/
function projectFieldErrorsOf(error, values) {
	const answer = error instanceof ApiError ? error : error instanceof Error ? error.cause : null;
	if (!(answer instanceof ApiError)) return [];
	const envelope = errorEnvelopeSchema.safeParse(answer.body);
	const fields = envelope.success ? envelope.data.fields ?? {} : {};
	return Object.entries(fields).flatMap(([path, message]) => {
		if (!path.startsWith("value.")) return [];
		const field = formFieldOf(path.slice(6), values);
		return field ? [{
			field,
			message
		}] : [];
	});
}
// apps/site/src/routes/project-form/VndbLookup.tsx
var labels = {
	language: (language) => languageLabels[language],
	length: (length) => lengthInfo[length].label
};
/** How long typing pauses before a lookup (the service is a third party: fewer, later asks). */
var LOOKUP_DEBOUNCE_MS = 400;
/**
* The lookup in the external visual novel database (issue 18, SPEC.md §7 External), through our API:
* typing a name offers matches with their language, length, rating (shown divided by 10), votes,
* release and developers; choosing one hands it to the form. When the service is down it says so
* and the form stays usable by hand.
*/
function VndbLookup({ onPick }) {
	const found = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [problem, setProblem] = (0, import_react.useState)(void 0);
	const [chosen, setChosen] = (0, import_react.useState)(void 0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboBox, {
		label: "Найти в базе визуальных новелл",
		description: problem ?? (chosen ? `Выбрано: ${chosen}` : "Выбранный вариант заполнит язык, продолжительность, дату и разработчиков"),
		placeholder: "Название на языке оригинала или английском",
		debounceMs: LOOKUP_DEBOUNCE_MS,
		onSearch: async (text) => {
			if (text.trim() === "") return [];
			try {
				const matches = await callEndpoint(vndbSearchRoute, { query: { name: text } });
				setProblem(void 0);
				found.current = new Map(matches.map((match) => [match.id, match]));
				return matches.map((match) => ({
					id: match.id,
					label: vndbMatchSummary(match, labels)
				}));
			} catch (error) {
				setProblem(error instanceof ApiError ? error.message : "Поиск не удался");
				return [];
			}
		},
		onChange: (key) => {
			const match = key === null ? void 0 : found.current.get(String(key));
			if (!match) return;
			setChosen(vndbMatchSummary(match, labels));
			onPick(match);
		}
	});
}
// apps/site/src/routes/project-form/ProjectForm.tsx
var NO_LENGTH = "none";
var options = (keys, label) => keys.map((key) => ({
	id: key,
	label: label(key)
}));
/** Why the alternative names cannot be sent (the draft's limits), or true when they can. */
function alternativeNamesProblem(text) {
	const names = text.split("\n").filter((name) => name.trim() !== "");
	if (names.length > DRAFT_LIMITS.listMax) return `Не больше ${DRAFT_LIMITS.listMax} названий`;
	if (names.some((name) => name.trim().length > DRAFT_LIMITS.nameMax)) return `Каждое название — не длиннее ${DRAFT_LIMITS.nameMax} символов`;
	return true;
}
/** The message of a blank name (the draft schema's "Нет названия", SPEC.md §3 Novel name). */
var NAME_MISSING = "Нет названия";
/**
* The project form of /add, /edit/novel/{id} and /edit/draft/{id} (SPEC.md §2.2, §3 Novel, §4
* status effects, §5): every field of a project, the url filled from the name when left empty, the
* expected release only for projects in development or demo, the release date's label by status,
* tag inputs without case-insensitive duplicates, platforms in the §9 order.
*/
function ProjectForm({ defaultValues, vocabularies, intents, onSubmit, header, offersLookup = true }) {
	const { control, handleSubmit, formState, getValues, setValue, setError, reset } = useForm({ defaultValues });
	const [images, setImages] = (0, import_react.useState)(noChosenImages);
	const [safety, setSafety] = (0, import_react.useState)(noImageSafety);
	const [running, setRunning] = (0, import_react.useState)(null);
	const [isPreviewShown, setPreviewShown] = (0, import_react.useState)(false);
	const [status, section, originalLanguage, length] = useWatch({
		control,
		name: [
			"status",
			"section",
			"originalLanguage",
			"length"
		]
	});
	const hasNewImages = images.poster !== null || images.bg !== null || images.screenshots.length > 0;
	useLeaveGuard((formState.isDirty || hasNewImages) && running === null);
	const fillFrom = (match) => {
		const fill = vndbFill(match);
		const dirty = { shouldDirty: true };
		if (fill.originalLanguage) setValue("originalLanguage", fill.originalLanguage, dirty);
		if (fill.length) setValue("length", fill.length, dirty);
		if (fill.releasedAt) setValue("releasedAt", fill.releasedAt, dirty);
		if (fill.developers && getValues("developers").every((row) => row.name.trim() === "")) setValue("developers", fill.developers.map((name) => ({
			name,
			link: ""
		})), dirty);
		setValue("vndb", fill.vndb, dirty);
		if (getValues("name").trim() === "") setValue("name", match.title, dirty);
	};
	const submit = (intent) => handleSubmit(async (values) => {
		setRunning(intent);
		try {
			await onSubmit({
				intent,
				values,
				images,
				safety
			});
			reset(values);
			setImages(noChosenImages);
		} catch (error) {
			projectFieldErrorsOf(error, values).forEach(({ field, message }, index) => setError(field, {
				type: "server",
				message
			}, { shouldFocus: index === 0 }));
		} finally {
			setRunning(null);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		noValidate: true,
		"aria-label": "Проект",
		onSubmit: (event) => {
			event.preventDefault();
			const first = intents[0];
			if (first) submit(first.intent)(event);
		},
		children: [
			header,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: group,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: legend,
						children: "Основное"
					}),
					offersLookup && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VndbLookup, { onPick: fillFrom }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control,
						name: "name",
						rules: { validate: (name) => name.trim() !== "" || NAME_MISSING },
						render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							ref: field.ref,
							label: "Название",
							name: field.name,
							value: field.value,
							onChange: field.onChange,
							maxLength: DRAFT_LIMITS.nameMax,
							isRequired: true,
							isInvalid: fieldState.invalid,
							errorMessage: fieldState.error?.message,
							validationBehavior: "aria",
							onBlur: () => {
								field.onBlur();
								if (getValues("url").trim() === "" && field.value.trim() !== "") setValue("url", slugFromName(field.value), { shouldDirty: true });
							}
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control,
						name: "url",
						label: "Адрес страницы (url)",
						maxLength: DRAFT_LIMITS.nameMax,
						description: "Латиница или кириллица, цифры и дефисы; заполняется из названия"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextArea, {
						control,
						name: "alternativeNames",
						label: "Другие названия",
						description: "По одному на строку",
						rules: { validate: alternativeNamesProblem }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: row,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
								label: "Раздел",
								items: options(projectSections, (section) => sectionLabels[section]),
								value: section,
								onChange: (section) => setValue("section", section, { shouldDirty: true })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
								label: "Статус",
								items: options(developmentStatuses, (key) => developmentStatusLabels[key]),
								value: status,
								onChange: (next) => setValue("status", next, { shouldDirty: true })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
								label: "Язык оригинала",
								items: options(languages, (language) => languageLabels[language]),
								value: originalLanguage,
								onChange: (language) => setValue("originalLanguage", language, { shouldDirty: true })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
								label: "Продолжительность",
								items: [{
									id: NO_LENGTH,
									label: "Не указана"
								}, ...options(lengths, (length) => lengthInfo[length].label)],
								value: length ?? NO_LENGTH,
								onChange: (length) => setValue("length", length === NO_LENGTH ? null : length, { shouldDirty: true })
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: row,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDateField, {
							control,
							name: "releasedAt",
							label: releaseDateLabel(status)
						}), showsExpectedRelease(status) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
							control,
							name: "expectedReleaseAt",
							label: "Ожидаемый выход",
							maxLength: DRAFT_LIMITS.textMax,
							description: "Например: весна 2027"
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: group,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: legend,
					children: "Жанры, теги и платформы"
				}), [
					"genres",
					"tags",
					"platforms"
				].map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
					control,
					name,
					render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagInput, {
						label: {
							genres: "Жанры",
							tags: "Теги",
							platforms: "Платформы"
						}[name],
						vocabulary: name === "platforms" ? sortPlatforms(vocabularies.platforms, (entry) => entry.value) : vocabularies[name],
						value: field.value,
						onChange: (value) => field.onChange(name === "platforms" ? sortPlatforms(value, (entry) => entry.value) : value)
					})
				}, name))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DevelopersField, { control }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslationsField, { control }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "description",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupEditor, {
					ref: field.ref,
					label: "Описание",
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					searchUsers,
					searchProjects,
					uploadImage: uploadCommentImage
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinksField, { control }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagesFields, {
				control,
				images,
				onImagesChange: setImages,
				safety,
				onSafetyChange: setSafety
			}),
			isPreviewShown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPreview, { control }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: actions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					"aria-expanded": isPreviewShown,
					onPress: () => setPreviewShown(!isPreviewShown),
					children: isPreviewShown ? "Скрыть предпросмотр проекта" : "Предпросмотр проекта"
				}), intents.map(({ intent, label, variant }, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: index === 0 ? "submit" : "button",
					variant: variant ?? (index === 0 ? "primary" : "secondary"),
					isPending: running === intent,
					isDisabled: running !== null && running !== intent,
					onPress: index === 0 ? void 0 : () => void submit(intent)(),
					children: label
				}, intent))]
			})
		]
	});
}
/** A Select bound by value (the form's own `setValue`), its keys the domain's. */
function SelectField({ label, items, value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
		label,
		items,
		selectedKey: value,
		onSelectionChange: (key) => {
			const chosen = items.find((item) => item.id === key);
			if (chosen) onChange(chosen.id);
		}
	});
}
// apps/site/src/routes/project-form/JsonImport.tsx
installRussianValidationMessages();
/**
* The import-by-JSON box of /add (SPEC.md §2.2: moderators and administrators): a project's JSON
* fills the form, checked by the draft's schema; a bad text says what is wrong and fills nothing.
*/
function JsonImport({ onImport }) {
	const [text, setText] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(void 0);
	const fill = () => {
		let json;
		try {
			json = JSON.parse(text);
		} catch {
			setError("Это не JSON");
			return;
		}
		const parsed = novelDraftValueSchema.safeParse(json);
		if (!parsed.success) {
			const issue = parsed.error.issues[0];
			setError(`Не подходит: ${issue?.path.join(".") || "проект"} — ${issue?.message ?? ""}`);
			return;
		}
		setError(void 0);
		onImport(projectFormValuesOf(parsed.data));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
		className: group,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: "Импорт из JSON" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
				label: "JSON проекта",
				value: text,
				onChange: (value) => {
					setText(value);
					setError(void 0);
				},
				isInvalid: error !== void 0,
				errorMessage: error,
				validationBehavior: "aria"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				onPress: fill,
				isDisabled: text.trim() === "",
				children: "Заполнить форму"
			}) })
		]
	});
}
// apps/site/src/routes/project-form/project-form-writes.ts
/** A draft's value and chosen image files as one multipart body (§7: files poster, screenshots, bg). */
function draftFormData(value, images, safety) {
	const form = new FormData();
	form.append("value", JSON.stringify(value));
	form.append("attachedImagesMeta", JSON.stringify({
		...images.poster ? { poster: safety } : {},
		...images.bg ? { bg: safety } : {},
		screenshots: images.screenshots.map(() => safety)
	}));
	if (images.poster) form.append("poster", images.poster);
	if (images.bg) form.append("bg", images.bg);
	for (const file of images.screenshots) form.append("screenshots", file);
	return form;
}
/** `POST /api/drafts/novels`: a new project, or (with `novelId`) an edit of one. */
function createNovelDraft({ value, novelId, images, safety }) {
	const form = draftFormData(value, images, safety);
	if (novelId) form.append("_id", novelId);
	return callEndpoint(createNovelDraftRoute, { formData: form });
}
/** `PUT /api/drafts/{id}/value`: the edited project of a draft, with any newly chosen images. */
function saveDraftValue({ id, value, images, safety }) {
	return callEndpoint(updateDraftValueRoute, {
		params: { id },
		formData: draftFormData(value, images, safety)
	});
}
/** `PUT /api/drafts/{id}/status` (§7 sends `anivisual=true`); applying answers the project's url. */
function changeDraftStatus(id, status) {
	return callEndpoint(changeDraftStatusRoute, {
		params: { id },
		query: { anivisual: "true" },
		body: { status }
	});
}
// apps/site/src/routes/project-form/project-form-submit.ts
/** A failed step: the toast to show, and where to go instead of staying (the saved draft). */
var ProjectSubmitError = class extends Error {
	goTo;
	name = "ProjectSubmitError";
	constructor(message, goTo, cause) {
		super(message, { cause });
		this.goTo = goTo;
	}
};
var reasonOf = (error) => error instanceof ApiError ? error.message : "";
var withReason = (text, error) => {
	const reason = reasonOf(error);
	return reason ? `${text}: ${reason}` : text;
};
async function submitProject({ intent, value, novelId, images, safety }) {
	let draftId;
	try {
		draftId = (await createNovelDraft({
			value,
			novelId,
			images,
			safety
		}))._id;
	} catch (error) {
		throw new ProjectSubmitError(withReason(draftMessages.createFailed, error), null, error);
	}
	const draftPage = `/drafts/${draftId}`;
	if (intent === "save") return draftPage;
	try {
		if (intent === "review") {
			await changeDraftStatus(draftId, "waitApprove");
			return draftPage;
		}
		const { url } = await changeDraftStatus(draftId, "applied");
		const section = value.section ?? "novel";
		return url ? `/${routeOfSection(section)}/${encodeURIComponent(url)}` : draftPage;
	} catch (error) {
		throw new ProjectSubmitError(draftStatusErrorMessage(reasonOf(error)), draftPage, error);
	}
}
// apps/site/src/routes/project-form/use-project-form-data.ts
/** The vocabularies of the tag inputs (`GET /api/filters`), entries with their ids. */
function useFormVocabularies() {
	const { data, error } = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
	return {
		vocabularies: {
			genres: data?.genres ?? [],
			tags: data?.tags ?? [],
			platforms: data?.platforms ?? []
		},
		error
	};
}
/** The project an edit starts from (`GET /api/novels/{id}`); nothing for a guest. */
function useEditedProject(id, signedIn) {
	return useEndpoint(novelRoute, signedIn ? { params: { id } } : null, {
		revalidateOnFocus: false,
		shouldRetryOnError: false
	});
}
/** The draft an edit continues (`GET /api/drafts/{id}`); nothing for a guest. */
function useEditedDraft(id, signedIn) {
	return useEndpoint(novelDraftRoute, signedIn ? { params: { id } } : null, {
		revalidateOnFocus: false,
		shouldRetryOnError: false
	});
}
// apps/site/src/routes/project-form/AddProjectPage.tsx
var intents$1 = [{
	intent: "save",
	label: "Сохранить"
}, {
	intent: "review",
	label: "Отправить на ревью"
}];
/**
* /add (SPEC.md §2.2): the rules at /posts/8, the JSON import for staff, the empty project form;
* "Сохранить" makes a draft, "Отправить на ревью" makes it and sends it on. Guests go to /login.
*/
function AddProjectPage() {
	usePageTitle("Добавить проект");
	const access = useSignInRequired();
	const session = useSession();
	const toasts = useToasts();
	const navigate = useNavigate();
	const { vocabularies } = useFormVocabularies();
	const [start, setStart] = (0, import_react.useState)(() => ({
		values: newProjectValues(),
		version: 0
	}));
	if (access.status !== "signed-in") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: title,
				children: "Добавить проект"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"Перед добавлением прочитайте ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: "/posts/8",
					children: "правила добавления проектов"
				}),
				"."
			] }),
			session.can("importJson") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonImport, { onImport: (values) => setStart(({ version }) => ({
				values,
				version: version + 1
			})) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectForm, {
				defaultValues: start.values,
				vocabularies,
				intents: intents$1,
				onSubmit: async ({ intent, values, images, safety }) => {
					try {
						const next = await submitProject({
							intent,
							value: draftValueOf(values),
							images,
							safety
						});
						toasts.success(draftMessages.created);
						navigate(next);
					} catch (error) {
						const failure = error instanceof ProjectSubmitError ? error : null;
						toasts.error(failure?.message ?? draftMessages.createFailed);
						if (failure?.goTo) navigate(failure.goTo);
						throw error;
					}
				}
			}, start.version)
		]
	});
}
// apps/site/src/routes/project-form/EditDraftPage.tsx
var intents = [{
	intent: "save",
	label: "Сохранить"
}];
/**
* /edit/draft/{id} (SPEC.md §2.2): the form on the draft's value; an applied or declined draft goes
* back to its page. A draft the viewer may not see sends them to / (as its page does). New image
* files go with the saved value; uploads the draft no longer shows are removed by the API.
*/
function EditDraftPage() {
	const { id = "" } = useParams();
	const access = useSignInRequired();
	const toasts = useToasts();
	const navigate = useNavigate();
	const { vocabularies } = useFormVocabularies();
	const { data: draft, error } = useEditedDraft(id, access.status === "signed-in");
	usePageTitle("Редактирование черновика");
	const defaults = (0, import_react.useMemo)(() => {
		if (!draft) return null;
		try {
			const parsed = novelDraftValueSchema.safeParse(JSON.parse(draft.value));
			return parsed.success ? projectFormValuesOf(parsed.data) : null;
		} catch {
			return null;
		}
	}, [draft]);
	if (error) {
		const status = error instanceof ApiError ? error.status : 0;
		return status === 404 || status === 403 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
			replace: true,
			to: "/"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error });
	}
	if (access.status !== "signed-in" || !draft) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (isDraftFinished(draft.status)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		replace: true,
		to: `/drafts/${draft._id}`
	});
	if (!defaults) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: new Error(draftMessages.loadProblem) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: "Редактирование черновика"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectForm, {
			defaultValues: defaults,
			vocabularies,
			intents,
			onSubmit: async ({ values, images, safety }) => {
				try {
					await saveDraftValue({
						id: draft._id,
						value: draftValueOf(values),
						images,
						safety
					});
					navigate(`/drafts/${draft._id}`);
				} catch (failure) {
					const reason = failure instanceof ApiError ? `: ${failure.message}` : "";
					toasts.error(`${draftMessages.saveFailed}${reason}`);
					throw failure;
				}
			}
		})]
	});
}
// apps/site/src/routes/project-form/EditProjectPage.tsx
/**
* /edit/novel/{id} (SPEC.md §2.2, §2.3, §4): the project in the form; saving makes an update draft,
* which its owners and moderators may apply at once ("Применить изменения"); others send it to
* review. Guests go to /login.
*/
function EditProjectPage() {
	const { id = "" } = useParams();
	const access = useSignInRequired();
	const session = useSession();
	const toasts = useToasts();
	const navigate = useNavigate();
	const { vocabularies } = useFormVocabularies();
	const { data: novel, error } = useEditedProject(id, access.status === "signed-in");
	usePageTitle(novel ? `Редактирование: ${novel.name}` : "Редактирование проекта");
	const original = novel;
	const defaults = (0, import_react.useMemo)(() => original ? projectFormValuesOf(original) : null, [original]);
	if (error) return isNotFound(error) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error });
	if (access.status !== "signed-in" || !novel || !original || !defaults) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const mayApply = session.can("editNovelDirectly", { novelId: novel._id });
	const intents = [
		...mayApply ? [{
			intent: "apply",
			label: "Применить изменения"
		}] : [],
		{
			intent: "review",
			label: "Отправить на ревью"
		},
		{
			intent: "save",
			label: "Сохранить черновик"
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h1", {
			className: title,
			children: [
				mayApply ? "Редактировать" : "Предложить изменения",
				": ",
				novel.name
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectForm, {
			defaultValues: defaults,
			vocabularies,
			intents,
			onSubmit: async ({ intent, values, images, safety }) => {
				try {
					const next = await submitProject({
						intent,
						value: keepingUnchanged(draftValueOf(values), original),
						novelId: novel._id,
						images,
						safety
					});
					if (intent !== "apply") toasts.success(draftMessages.created);
					navigate(next);
				} catch (failure) {
					const known = failure instanceof ProjectSubmitError ? failure : null;
					toasts.error(known?.message ?? draftMessages.createFailed);
					if (known?.goTo) navigate(known.goTo);
					throw failure;
				}
			}
		})]
	});
}
// apps/site/src/routes/project-form/route.ts
/** /add (SPEC.md §2.2). */
var addProjectRoute = { Component: AddProjectPage };
/** /edit/novel/{id}. */
var editProjectRoute = { Component: EditProjectPage };
/** /edit/draft/{id}. */
var editDraftRoute = { Component: EditDraftPage };
export { addProjectRoute, editDraftRoute, editProjectRoute };

//# sourceMappingURL=route-DnybWmf6.js.map