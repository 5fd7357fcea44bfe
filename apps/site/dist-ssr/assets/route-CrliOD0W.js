import { a as routeOfSection, o as sectionLabels } from "./sections-RDbRyv0S.js";
import { a as translatorPageDescription } from "./description-BACEFskM.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ht as useParams, Ut as useSearchParams, Vt as useNavigate, at as NotFoundPage, c as useConfirm, dt as landingPageMeta, it as ErrorContent, kt as translatorFormSchema, n as translatorsHref, ot as usePageMeta, st as usePageTitle, t as translatorsFilterOf, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { n as isNotFound } from "./ProjectPage-y0DtP9A1.js";
import { ot as translatorHref, tt as safeLinkHref } from "./ProjectTranslations-DveGAr_i.js";
import { Et as updateTranslatorRoute, _t as translatorsRoute$1, gt as translatorRoute$1, n as callEndpoint, nt as removeTranslatorRoute, t as ApiError, v as createTranslatorRoute, z as novelsRoute } from "./client-BHtto6D6.js";
import { c as useSWRConfig, n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
/* empty css                               */
/* empty css                                    */
import { a as TIMINGS, n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as countRu } from "./plural-DZ_BjWYa.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Dialog } from "./Dialog-C9kL01F8.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as SearchField } from "./SearchField-Bc2aHvEr.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { n as installRussianValidationMessages, t as Plus } from "./plus-DRW44IVb.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { a as useSession } from "./session-BGqqomvP.js";
import { t as u } from "./zod-NGpnKVZP.js";
import { t as ComboBox } from "./ComboBox-Dc7D667t.js";
import { Rt as X } from "./PortalProvider-DUo4OMmA.js";
import { d as useFieldArray, f as useForm, i as FormTextField, o as Controller } from "./form-fields-BEe_Skxt.js";
// apps/site/src/routes/translators/use-translators.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A page of groups (`GET /api/translators?page&search`, SPEC.md §7), 20 a page (§9). */
function useTranslatorList(filter) {
	return useEndpoint(translatorsRoute$1, { query: {
		page: filter.page,
		search: filter.search
	} }, { keepPreviousData: true });
}
/** A group's page by its url or id (`GET /api/translators/{id}`); null waits. */
function useTranslator(idOrUrl) {
	return useEndpoint(translatorRoute$1, idOrUrl === null ? null : { params: { id: idOrUrl } }, { shouldRetryOnError: false });
}
/** The addresses a change of groups touches (SWR keys start with them). */
var touchedByTranslators = [
	"/api/translators",
	"/api/novelByUrl/",
	"/api/novels/"
];
/**
* The staff's writes of groups, each followed by a fresh read of what it touched, in the SWR cache
* the page reads from (the provider's own, not the global one).
*/
function useTranslatorWrites() {
	const { mutate } = useSWRConfig();
	const revalidate = (0, import_react.useCallback)(() => mutate((key) => typeof key === "string" && touchedByTranslators.some((prefix) => key.startsWith(prefix))), [mutate]);
	return (0, import_react.useMemo)(() => ({
		async create(body) {
			const page = await callEndpoint(createTranslatorRoute, { body });
			await revalidate();
			return page;
		},
		async update(id, body) {
			const page = await callEndpoint(updateTranslatorRoute, {
				params: { id },
				body
			});
			await revalidate();
			return page;
		},
		async remove(id) {
			await callEndpoint(removeTranslatorRoute, { params: { id } });
			await revalidate();
		}
	}), [revalidate]);
}
// apps/site/src/routes/translators/Translators.css.ts
var page = "_13omwu00";
var title = "_13omwu01";
var header = "dccy7h0";
var search = "dccy7h1";
var cards = "dccy7h2";
var card = "dccy7h3";
var cardName = "dccy7h4";
var muted = "dccy7h5";
var form = "dccy7h7";
var fieldset = "dccy7h8";
var legend = "dccy7h9";
var linkRow = "dccy7ha";
var removeLink = "dccy7hb";
var formActions = "dccy7hf";
var table = "dccy7hi";
var cell = "dccy7hj";
var sectionTitle = "dccy7hk";
// apps/site/src/routes/translators/TranslatorPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** SPEC.md §8 names no toast for a translator's page; ours, in the words of "Не удалось загрузить …". */
var TRANSLATOR_LOAD_FAILED = "Не удалось загрузить страницу переводчика";
/**
* /translators/{url} (SPEC.md §2.2): a translator group's name, its external links with their
* descriptions, and the table of its projects, each linking to /novels/{url} or /games/{url} by its
* section. Public. An unknown address is the not-found page; any other failure the error page.
*/
function TranslatorPage() {
	const { id = "" } = useParams();
	const { data, error } = useTranslator(id);
	const toasts = useToasts();
	usePageMeta({
		title: data?.translator.name,
		description: data ? translatorPageDescription(data.novels.map((novel) => novel.name)) || void 0 : void 0
	});
	const failedError = data === void 0 ? error : void 0;
	const failed = failedError !== void 0 && !isNotFound(failedError);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(TRANSLATOR_LOAD_FAILED);
	}, [failed, toasts]);
	if (failedError !== void 0) return isNotFound(failedError) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: failedError });
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const { translator, novels } = data;
	const links$1 = translator.links.flatMap((link) => {
		const href = safeLinkHref(link.link);
		return href ? [{
			href,
			text: link.description || link.link
		}] : [];
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: page,
		"aria-labelledby": "translator-name",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "translator-name",
				className: title,
				children: translator.name
			}),
			links$1.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "translator-links",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "translator-links",
					className: "dccy7hk",
					children: "Ссылки"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "dccy7hg",
					children: links$1.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "dccy7hh",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: link.href,
							target: "_blank",
							rel: "noreferrer noopener",
							children: link.text
						})
					}, link.href))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "translator-novels",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "translator-novels",
					className: sectionTitle,
					children: "Проекты"
				}), novels.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: muted,
					children: "Пока ничего не добавлено"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectTable, { novels })]
			})
		]
	});
}
function ProjectTable({ novels }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
		className: table,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
				className: muted,
				children: "Проекты группы"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					scope: "col",
					className: cell,
					children: "Название"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					scope: "col",
					className: cell,
					children: "Раздел"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
					scope: "col",
					className: cell,
					children: "Год"
				})
			] }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: novels.map((novel) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
					className: cell,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `/${routeOfSection(novel.section)}/${encodeURIComponent(novel.url)}`,
						children: novel.name
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
					className: cell,
					children: sectionLabels[novel.section]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
					className: cell,
					children: novel.releasedYear ?? "—"
				})
			] }, novel._id)) })
		]
	});
}
// apps/site/src/routes/translators/TranslatorForm.tsx
installRussianValidationMessages();
/** Projects offered per search (ours: a short list under the field). */
var PROJECT_SUGGESTIONS = 10;
var emptyTranslator = {
	name: "",
	links: [],
	novels: []
};
/** Field errors of a refused save, under the fields that caused them (the API names them). */
function serverFieldErrors(error) {
	if (!(error instanceof ApiError)) return [];
	const fields = error.body?.fields ?? {};
	return Object.entries(fields).filter(([key]) => /^(name|novels|links\.\d+\.(link|description))$/.test(key)).map(([key, message]) => [key, message]);
}
/**
* A translator group's form (SPEC.md §2.2 /translators, §3 Translator: name, links with
* descriptions, projects), for staff creating or editing one. Projects are picked by searching the
* catalogue (`GET /api/novels?search=`, debounced 200 ms by the ComboBox) and sent as ids. A refused
* save keeps what was typed and says why, under the field when the API names one.
*/
function TranslatorForm({ initial, onSubmit, onCancel }) {
	const { control, handleSubmit, formState, setError } = useForm({
		resolver: u(translatorFormSchema),
		defaultValues: initial
	});
	const links = useFieldArray({
		control,
		name: "links"
	});
	const novels = useFieldArray({
		control,
		name: "novels",
		keyName: "key"
	});
	const [failure$1, setFailure] = (0, import_react.useState)(null);
	const save = handleSubmit(async (values) => {
		setFailure(null);
		try {
			await onSubmit({
				name: values.name,
				links: values.links,
				novels: values.novels.map((novel) => novel._id)
			});
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			setFailure(`Не удалось сохранить группу: ${message}`);
			for (const [field, text] of serverFieldErrors(error)) setError(field, {
				type: "server",
				message: text
			});
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		onSubmit: (event) => void save(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "name",
				label: "Название",
				autoFocus: true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: fieldset,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: legend,
						children: "Ссылки"
					}),
					links.fields.map((field, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: linkRow,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
								control,
								name: `links.${index}.link`,
								label: `Ссылка ${index + 1}`,
								type: "url"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
								control,
								name: `links.${index}.description`,
								label: `Описание ссылки ${index + 1}`
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "ghost",
								size: "sm",
								iconOnly: true,
								className: removeLink,
								"aria-label": `Удалить ссылку ${index + 1}`,
								onPress: () => links.remove(index),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
									"aria-hidden": true,
									size: "1em"
								})
							})
						]
					}, field.id)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "secondary",
						size: "sm",
						onPress: () => links.append({
							link: "",
							description: ""
						}),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, {
							"aria-hidden": true,
							size: "1em"
						}), "Добавить ссылку"]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: fieldset,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: legend,
						children: "Проекты"
					}),
					novels.fields.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "dccy7hc",
						"aria-label": "Проекты группы",
						children: novels.fields.map((novel, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "dccy7hd",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: novel.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "ghost",
								size: "sm",
								iconOnly: true,
								"aria-label": `Убрать проект «${novel.name}»`,
								onPress: () => novels.remove(index),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
									"aria-hidden": true,
									size: "1em"
								})
							})]
						}, novel.key))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control,
						name: "novels",
						render: ({ fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectPicker, {
							chosen: novels.fields,
							onChoose: (project) => novels.append(project),
							errorMessage: fieldState.error?.message
						})
					})
				]
			}),
			failure$1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "dccy7he",
				children: failure$1
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: formActions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					onPress: onCancel,
					children: "Отменить"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					isPending: formState.isSubmitting,
					children: "Сохранить"
				})]
			})
		]
	});
}
function ProjectPicker({ chosen, onChoose, errorMessage }) {
	const found = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [round, setRound] = (0, import_react.useState)(0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboBox, {
		label: "Добавить проект",
		placeholder: "Название проекта",
		isInvalid: errorMessage !== void 0,
		errorMessage,
		onSearch: async (text) => {
			const { novels } = await callEndpoint(novelsRoute, { query: {
				search: text,
				section: "all",
				limit: PROJECT_SUGGESTIONS
			} });
			const taken = new Set(chosen.map((project) => project._id));
			const candidates = novels.filter((novel) => !taken.has(novel._id));
			found.current = new Map(candidates.map((novel) => [novel._id, novel]));
			return candidates.map((novel) => ({
				id: novel._id,
				label: novel.name
			}));
		},
		onChange: (key) => {
			const novel = key === null ? void 0 : found.current.get(String(key));
			if (!novel) return;
			onChoose({
				_id: novel._id,
				name: novel.name
			});
			setRound((value) => value + 1);
		}
	}, round);
}
// apps/site/src/routes/translators/TranslatorsPage.tsx
/** SPEC.md §2.2 /translators. */
var TRANSLATORS_TITLE = landingPageMeta.translators.title;
/** The toast when the list does not come (§8 names none for it; ours, in its words). */
var TRANSLATORS_LOAD_FAILED = "Не удалось загрузить переводчиков";
var projects = {
	one: "проект",
	few: "проекта",
	many: "проектов"
};
/**
* /translators (SPEC.md §2.2): the translator groups as cards linking to /translators/{url}, 20 a
* page (§9), searchable by name (debounced 200 ms, §9); search and page live in the address. Staff
* (`manageTranslators`, §6) add, edit and remove groups here.
*/
function TranslatorsPage() {
	usePageTitle(TRANSLATORS_TITLE);
	const [search] = useSearchParams();
	const filter = translatorsFilterOf(search);
	const mayManage = useSession().can("manageTranslators");
	const [creating, setCreating] = (0, import_react.useState)(false);
	const toasts = useToasts();
	const writes = useTranslatorWrites();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: header,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: title,
					children: TRANSLATORS_TITLE
				}), mayManage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					onPress: () => setCreating(true),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, {
						"aria-hidden": true,
						size: "1em"
					}), "Добавить группу"]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorSearch, { filter }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorList, {
				filter,
				mayManage
			}),
			mayManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
				title: "Новая группа переводчиков",
				isOpen: creating,
				onOpenChange: setCreating,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorForm, {
					initial: emptyTranslator,
					onCancel: () => setCreating(false),
					onSubmit: async (body) => {
						await writes.create(body);
						setCreating(false);
						toasts.success("Группа добавлена");
					}
				})
			})
		]
	});
}
/** The search box: what is typed goes into the address 200 ms after the last key (§9). */
function TranslatorSearch({ filter }) {
	const navigate = useNavigate();
	const [text, setText] = (0, import_react.useState)(filter.search);
	const [shownSearch, setShownSearch] = (0, import_react.useState)(filter.search);
	if (filter.search !== shownSearch) {
		setShownSearch(filter.search);
		if (text.trim() !== filter.search) setText(filter.search);
	}
	(0, import_react.useEffect)(() => {
		if (text.trim() === filter.search) return;
		const timer = setTimeout(() => {
			navigate(translatorsHref({
				search: text.trim(),
				page: 0
			}), { replace: true });
		}, TIMINGS.userSearchDebounceMs);
		return () => clearTimeout(timer);
	}, [
		text,
		filter.search,
		navigate
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
		className: search,
		label: "Поиск по названию",
		value: text,
		onChange: setText
	});
}
function TranslatorList({ filter, mayManage }) {
	const { data, error, isLoading, mutate } = useTranslatorList(filter);
	const navigate = useNavigate();
	const toasts = useToasts();
	const failed = data === void 0 && error !== void 0;
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(TRANSLATORS_LOAD_FAILED);
	}, [failed, toasts]);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: TRANSLATORS_LOAD_FAILED }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		isPending: isLoading,
		onPress: () => void mutate(),
		children: "Повторить"
	})] });
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const pageCount = Math.ceil(data.count / LIMITS.translatorsPageSize);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [data.translators.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: filter.search ? "nothingFound" : "nothing" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: cards,
		"aria-label": "Группы переводчиков",
		children: data.translators.map((translator) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorCard, {
			translator,
			mayManage
		}, translator._id))
	}), pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
		page: Math.min(filter.page, pageCount - 1),
		pageCount,
		onPageChange: (page) => {
			navigate(translatorsHref({
				...filter,
				page
			}));
			window.scrollTo({ top: 0 });
		}
	})] });
}
function TranslatorCard({ translator, mayManage }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: card,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: cardName,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: translatorHref(translator),
					variant: "quiet",
					children: translator.name
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: muted,
				children: countRu(translator.novelsCount, projects)
			}),
			mayManage && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "dccy7h6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditTranslatorButton, { translator }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveTranslatorButton, { translator })]
			})
		]
	});
}
function EditTranslatorButton({ translator }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "secondary",
		size: "sm",
		"aria-label": `Редактировать группу «${translator.name}»`,
		onPress: () => setOpen(true),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
			"aria-hidden": true,
			size: "1em"
		}), "Редактировать"]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		title: "Редактирование группы",
		isOpen: open,
		onOpenChange: setOpen,
		children: open && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditTranslatorForm, {
			id: translator._id,
			onDone: () => setOpen(false)
		})
	})] });
}
/** The form of a group as it is now: its projects by name come with its page. */
function EditTranslatorForm({ id, onDone }) {
	const { data, error } = useTranslator(id);
	const toasts = useToasts();
	const writes = useTranslatorWrites();
	if (error) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		role: "alert",
		children: ["Не удалось загрузить группу: ", error.message]
	});
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TranslatorForm, {
		initial: {
			name: data.translator.name,
			links: data.translator.links.map(({ link, description }) => ({
				link,
				description
			})),
			novels: data.novels.map((novel) => ({
				_id: novel._id,
				name: novel.name
			}))
		},
		onCancel: onDone,
		onSubmit: async (body) => {
			await writes.update(id, body);
			onDone();
			toasts.success("Группа сохранена");
		}
	});
}
function RemoveTranslatorButton({ translator }) {
	const confirm = useConfirm();
	const toasts = useToasts();
	const [pending, setPending] = (0, import_react.useState)(false);
	const writes = useTranslatorWrites();
	const remove = async () => {
		if (!await confirm({
			title: `Удалить группу «${translator.name}»?`,
			message: "Проекты группы и их переводы останутся в каталоге.",
			confirmLabel: "Удалить",
			variant: "destructive"
		})) return;
		setPending(true);
		try {
			await writes.remove(translator._id);
			toasts.success("Группа удалена");
		} catch (error) {
			toasts.error(`Не удалось удалить группу: ${error.message}`);
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "ghost",
		size: "sm",
		"aria-label": `Удалить группу «${translator.name}»`,
		isPending: pending,
		onPress: () => void remove(),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
			"aria-hidden": true,
			size: "1em"
		}), "Удалить"]
	});
}
// apps/site/src/routes/translators/route.ts
/** /translators (SPEC.md §2.2): the translator groups, 20 a page; staff manage them here. */
var translatorsRoute = { Component: TranslatorsPage };
/** /translators/{url} (§2.2): a group's name, links and projects. */
var translatorRoute = { Component: TranslatorPage };
export { translatorRoute, translatorsRoute };

//# sourceMappingURL=route-CrliOD0W.js.map