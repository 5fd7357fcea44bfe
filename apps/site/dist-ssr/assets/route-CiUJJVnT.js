import { t as u } from "./zod-NGpnKVZP.js";
import { n as LIMITS, r as PROFILE_BACKGROUND_DEFAULTS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { n as profileAvatarSrc, r as profilePath } from "./profile-DVSnRv5f.js";
import { J as profileUpdateRoute, Ot as uploadUserBackgroundRoute, n as callEndpoint, q as profileRoute, t as ApiError } from "./client-BHtto6D6.js";
import { a as profileUpdateSchema, i as profileUpdatePayload } from "./validation-DtyEoTMl.js";
import { _ as userRoleLabels, a as useSession, v as userRoles } from "./session-BGqqomvP.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Select } from "./Select-DJ84dw_I.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ht as useParams, Vt as useNavigate, g as Avatar, s as useLeaveGuard, st as usePageTitle, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { f as useForm, i as FormTextField, o as Controller } from "./form-fields-BEe_Skxt.js";
import { t as revalidateCalls } from "./revalidate-gKMPbja9.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { a as MarkupEditor, n as searchUsers, r as uploadCommentImage, t as searchProjects } from "./writing-callbacks-zSeZqTCH.js";
/* empty css                               */
/* empty css                                    */
import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { t as ImageInput } from "./ImageInput-BrDPmMPP.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { t as isServerMessage } from "./errors-G8twuXyL.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/edit-profile/EditProfilePage.css.ts.vanilla.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// apps/site/src/routes/edit-profile/EditProfilePage.css.ts
var page = "txg7px0";
var title = "txg7px1";
var form = "txg7px2";
var group = "txg7px3";
var legend = "txg7px4";
var pictureRow = "txg7px5";
var actions = "txg7px8";
// apps/site/src/routes/edit-profile/profile-form.ts
/** A freshly chosen background: the defaults of SPEC.md §2.4 (opacity 0.5, cover, center). */
function newBackground(url) {
	return {
		url,
		...PROFILE_BACKGROUND_DEFAULTS
	};
}
/**
* The multipart body of `PUT /api/profile/{id}` (SPEC.md §7): the `avatar` file, and the JSON fields
* `username` (only when changed, §5), `description`, `role` (only when a moderator changed it) and
* `bg` (as JSON; `null` removes it).
*/
function profileFormData({ current, values, mayChangeRole, avatar, background }) {
	const changed = profileUpdatePayload(current, {
		username: values.username.trim(),
		description: values.description,
		...mayChangeRole && values.role !== current.role && { role: values.role }
	});
	const data = new FormData();
	if (changed.username !== void 0) data.append("username", changed.username);
	if (changed.description !== void 0 && changed.description !== current.description) data.append("description", changed.description);
	if (changed.role !== void 0) data.append("role", changed.role);
	if (background !== void 0) data.append("bg", JSON.stringify(background));
	if (avatar) data.append("avatar", avatar);
	return data;
}
/**
* SPEC.md §8: "username exist…" → "Существует пользователь с таким именем" (under the name too); a
* picture the server cannot read (415) → "Не удалось сконвертировать изображение"; anything else
* "Не удалось обновить профиль".
*/
function saveFailureOf(error) {
	if (error instanceof ApiError) {
		if (isServerMessage(error.message, "usernameExists")) return {
			toast: accountMessages.usernameExists,
			usernameError: accountMessages.usernameExists
		};
		if (error.status === 415) return { toast: accountMessages.imageUnreadable };
	}
	return { toast: accountMessages.profileUpdateFailed };
}
/**
* Whether the browser can draw the picture: an unreadable file is refused before it is sent (SPEC.md
* §8 "Не удалось сконвертировать изображение").
*/
function isReadableImage(file) {
	if (!file.type.startsWith("image/")) return Promise.resolve(false);
	if (typeof createImageBitmap !== "function") return Promise.resolve(true);
	return createImageBitmap(file).then((bitmap) => {
		bitmap.close();
		return true;
	}, () => false);
}
// apps/site/src/routes/edit-profile/PictureFields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A picture the browser cannot draw is refused with the toast of SPEC.md §8 Images. */
function useReadableImage() {
	const toasts = useToasts();
	return async (file) => {
		if (!file) return null;
		if (await isReadableImage(file)) return file;
		toasts.error(accountMessages.imageUnreadable);
		return null;
	};
}
function AvatarField({ username, currentSrc, chosen, onChoose }) {
	const readable = useReadableImage();
	const chosenSrc = (0, import_react.useMemo)(() => chosen ? URL.createObjectURL(chosen) : null, [chosen]);
	(0, import_react.useEffect)(() => () => void (chosenSrc && URL.revokeObjectURL(chosenSrc)), [chosenSrc]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: group,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: legend,
			children: "Аватар"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: pictureRow,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
				name: username,
				src: chosenSrc ?? currentSrc,
				size: "lg"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageInput, {
				buttonLabel: "Выбрать аватар",
				hint: "Перетащите изображение или вставьте из буфера",
				onImages: (files) => void readable(files[0]).then((file) => {
					if (file) onChoose(file);
				})
			})]
		})]
	});
}
var opacityItems = [
	.1,
	.2,
	.3,
	.4,
	.5,
	.6,
	.7,
	.8,
	.9,
	1
].map((value) => ({
	id: String(value),
	label: `${Math.round(value * 100)}%`
}));
var sizeItems = [
	{
		id: "cover",
		label: "Заполнить"
	},
	{
		id: "contain",
		label: "Вписать"
	},
	{
		id: "auto",
		label: "Как есть"
	}
];
var positionItems = [
	{
		id: "center",
		label: "По центру"
	},
	{
		id: "top",
		label: "Сверху"
	},
	{
		id: "bottom",
		label: "Снизу"
	},
	{
		id: "left",
		label: "Слева"
	},
	{
		id: "right",
		label: "Справа"
	}
];
/** The preview draws the picture as the header will (CSS background-size → object-fit). */
var objectFitOf = {
	cover: "cover",
	contain: "contain",
	auto: "none"
};
/** A value the profile has that the menu does not offer still shows (as itself). */
var withValue = (items, value) => items.some((item) => item.id === value) ? items : [...items, {
	id: value,
	label: value
}];
function BackgroundField({ background, onChange }) {
	const toasts = useToasts();
	const readable = useReadableImage();
	const [isUploading, setUploading] = (0, import_react.useState)(false);
	const upload = async (chosen) => {
		const file = await readable(chosen);
		if (!file) return;
		setUploading(true);
		try {
			const formData = new FormData();
			formData.append("image", file);
			onChange(newBackground(await callEndpoint(uploadUserBackgroundRoute, { formData })));
		} catch (error) {
			toasts.error(saveFailureOf(error).toast);
		} finally {
			setUploading(false);
		}
	};
	const look = (key, value) => background && onChange({
		...background,
		[key]: value
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: group,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: legend,
				children: "Фон"
			}),
			background && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: "txg7px6",
				src: background.url,
				alt: "Фон профиля",
				style: {
					opacity: background.opacity,
					objectPosition: background.position,
					objectFit: objectFitOf[background.size] ?? "cover"
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "txg7px7",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Прозрачность",
						items: withValue(opacityItems, String(background.opacity)),
						selectedKey: String(background.opacity),
						onSelectionChange: (key) => look("opacity", Number(key))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Размер",
						items: withValue(sizeItems, background.size),
						selectedKey: background.size,
						onSelectionChange: (key) => look("size", String(key))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
						label: "Положение",
						items: withValue(positionItems, background.position),
						selectedKey: background.position,
						onSelectionChange: (key) => look("position", String(key))
					})
				]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: pictureRow,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageInput, {
					buttonLabel: background ? "Заменить фон" : "Выбрать фон",
					hint: "Перетащите изображение или вставьте из буфера",
					isDisabled: isUploading,
					onImages: (files) => void upload(files[0])
				}), background && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "secondary",
					onPress: () => onChange(null),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
						"aria-hidden": true,
						size: "1em"
					}), " Удалить фон"]
				})]
			})
		]
	});
}
// apps/site/src/routes/edit-profile/EditProfilePage.tsx
var backgroundOf = (profile) => profile.bg ? {
	url: profile.bg.url,
	opacity: profile.bg.opacity,
	size: profile.bg.size,
	position: profile.bg.position
} : null;
/** The form for a loaded profile. */
function EditProfileForm({ profile }) {
	const session = useSession();
	const toasts = useToasts();
	const navigate = useNavigate();
	const current = {
		username: profile.username,
		description: profile.description,
		role: profile.role
	};
	const { control, handleSubmit, formState, setError } = useForm({
		resolver: u(profileUpdateSchema),
		defaultValues: current
	});
	const [avatar, setAvatar] = (0, import_react.useState)(null);
	const [background, setBackground] = (0, import_react.useState)(void 0);
	const [saved, setSaved] = (0, import_react.useState)(false);
	useLeaveGuard((formState.isDirty || avatar !== null || background !== void 0) && !saved);
	const roleItems = userRoles.filter((role) => session.can("changeRole", {
		role: profile.role,
		newRole: role
	})).map((role) => ({
		id: role,
		label: userRoleLabels[role]
	}));
	const mayChangeRole = roleItems.length > 0;
	const save = handleSubmit(async (values) => {
		try {
			const { username } = await callEndpoint(profileUpdateRoute, {
				params: { id: profile._id },
				formData: profileFormData({
					current,
					values,
					mayChangeRole,
					avatar,
					background
				})
			});
			setSaved(true);
			await revalidateCalls("/api/profile", "/api/settings");
			navigate(profilePath(username));
		} catch (error) {
			const failure = saveFailureOf(error);
			if (failure.usernameError) setError("username", {
				type: "server",
				message: failure.usernameError
			}, { shouldFocus: true });
			toasts.error(failure.toast);
		}
	});
	const shownBackground = background === void 0 ? backgroundOf(profile) : background;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		onSubmit: (event) => void save(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarField, {
				username: profile.username,
				currentSrc: profileAvatarSrc(profile.avatar),
				chosen: avatar,
				onChoose: setAvatar
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackgroundField, {
				background: shownBackground,
				onChange: setBackground
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "username",
				label: "Имя пользователя"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "description",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupEditor, {
					ref: field.ref,
					label: "О себе",
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					errorMessage: fieldState.error?.message,
					maxImages: LIMITS.commentImagesMax,
					uploadImage: uploadCommentImage,
					searchUsers,
					searchProjects
				})
			}),
			mayChangeRole && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "role",
				render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
					label: "Роль",
					items: roleItems,
					selectedKey: field.value,
					onSelectionChange: (key) => field.onChange(key),
					onBlur: field.onBlur,
					name: field.name
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: actions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: profilePath(profile.username),
					variant: "standalone",
					children: "Отменить"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					isPending: formState.isSubmitting,
					children: "Обновить"
				})]
			})
		]
	});
}
/**
* /edit/profile/{id} (SPEC.md §2.2, §2.4): avatar, background, username, description and, for
* moderators, the role; "Отменить" and "Обновить". A guest goes to /login first; someone who may not
* edit this profile is told so. A failed save keeps everything as typed.
*/
function EditProfilePage() {
	const { id = "" } = useParams();
	const signIn = useSignInRequired();
	const session = useSession();
	usePageTitle("Редактирование профиля");
	const { data: profile, error } = useEndpoint(profileRoute, signIn.status === "signed-in" ? { params: { id } } : null, {
		shouldRetryOnError: false,
		revalidateOnFocus: false
	});
	if (signIn.status !== "signed-in") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: "userNotFound" });
	if (!profile) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (!session.can("editProfile", { userId: profile._id })) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: "Нельзя редактировать чужой профиль" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: "Редактирование профиля"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditProfileForm, { profile })]
	});
}
// apps/site/src/routes/edit-profile/route.ts
/** The profile form (SPEC.md §2.2 /edit/profile/{id}). */
var editProfilePageRoute = { Component: EditProfilePage };
export { editProfilePageRoute };

//# sourceMappingURL=route-CiUJJVnT.js.map