import { t as u } from "./zod-NGpnKVZP.js";
import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { f as object, g as string, l as email } from "./schemas-PBjYTboi.js";
import { c as restorePasswordSchema, l as restoreRequestSchema, n as accountServerErrors, o as registrationSchema, r as accountValidationMessages, s as restoreCaptchaError, t as accountServerErrorOf } from "./validation-DtyEoTMl.js";
import { O as loginRoute$1, T as googleLoginRoute, X as registrationConfirmRoute$1, c as captchaRoute, ct as restoreCodeRoute, ht as signupRoute, lt as restoreRequestRoute, n as callEndpoint, st as restoreChangeRoute, t as ApiError } from "./client-BHtto6D6.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ut as useSearchParams, Vt as useNavigate, d as keptBan, l as loginHref, st as usePageTitle, u as returnAddressOf, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { f as useForm, i as FormTextField, n as FormPasswordField } from "./form-fields-BEe_Skxt.js";
import { t as BanNotice } from "./BanNotice-CThgi1j2.js";
/* empty css                               */
/* empty css                                    */
import { i as STORAGE_KEYS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { a as useSession, r as setSessionState } from "./session-BGqqomvP.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as Icon } from "./Icon-UE-bFNh2.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as errorEnvelopeSchema } from "./envelope-B_0VPALs.js";
import { t as ACCOUNT_LIMITS } from "./accounts-fMdC5OQO.js";
// node_modules/lucide-react/dist/esm/icons/refresh-cw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "refresh-cw",
	size: 24,
	node: [
		["path", {
			d: "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8",
			key: "v9h5vc"
		}],
		["path", {
			d: "M21 3v5h-5",
			key: "1q7to0"
		}],
		["path", {
			d: "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16",
			key: "3uifl3"
		}],
		["path", {
			d: "M8 16H3v5",
			key: "1cv678"
		}]
	]
};
__iconData.node;
var RefreshCw = createLucideIcon(__iconData);
// apps/site/src/routes/sign-in/google-identity.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Google Identity Services, the third-party sign-in of SPEC.md §1 and §7 ("a third-party identity
* script is loaded for sign-in; its callback yields a credential sent to /api/login/google"). The
* script is loaded only when the reader asks for it: a page that merely shows the button downloads
* nothing from Google (first-visit performance, and the page works offline).
*/
var GOOGLE_IDENTITY_SCRIPT = "https://accounts.google.com/gsi/client";
/**
* The OAuth client id: the one the server writes into the page (its GOOGLE_CLIENT_ID, so one build
* serves any deployment), else the one the site was built with (`VITE_GOOGLE_CLIENT_ID`, for the
* development server); null without either.
*/
function googleClientId() {
	const value = document.querySelector("meta[name=\"google-signin-client_id\"]")?.content.trim() || void 0;
	return value ? value : null;
}
var loading = null;
/** Loads the script once (a failed load may be tried again) and answers `google.accounts.id`. */
function loadGoogleIdentity() {
	const loaded = window.google?.accounts?.id;
	if (loaded) return Promise.resolve(loaded);
	loading ??= new Promise((resolve, reject) => {
		const script = document.createElement("script");
		script.src = GOOGLE_IDENTITY_SCRIPT;
		script.async = true;
		script.onload = () => {
			const identity = window.google?.accounts?.id;
			if (identity) resolve(identity);
			else reject(/* @__PURE__ */ new Error("Google Identity Services did not start"));
		};
		script.onerror = () => {
			script.remove();
			reject(/* @__PURE__ */ new Error(`Could not load ${GOOGLE_IDENTITY_SCRIPT}`));
		};
		document.head.append(script);
	}).catch((error) => {
		loading = null;
		throw error;
	});
	return loading;
}
// apps/site/src/routes/sign-in/sign-in.css.ts
var panel = "_2h5fhd0";
var heading = "_2h5fhd1";
var form = "_2h5fhd2";
var note = "_2h5fhd3";
var links = "_2h5fhd4";
var captchaRow = "_2h5fhd5";
var captchaImage = "_2h5fhd6";
var captchaPlaceholder = "_2h5fhd7";
// apps/site/src/routes/sign-in/GoogleSignInButton.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* "Войти через Google" (SPEC.md §2.2 /login, §7 POST /api/login/google). Without a client id in the
* build the button is disabled and says why. With one, pressing it loads Google's script, asks
* Google for a credential (its account chooser) and also draws Google's own button below, for
* browsers where the chooser does not appear; the credential goes to the API.
*/
function GoogleSignInButton({ onSignedIn }) {
	const clientId = googleClientId();
	const toasts = useToasts();
	const explanationId = (0, import_react.useId)();
	const googleButtonHost = (0, import_react.useRef)(null);
	const initialized = (0, import_react.useRef)(false);
	const [isPending, setPending] = (0, import_react.useState)(false);
	const [isStarted, setStarted] = (0, import_react.useState)(false);
	if (!clientId) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		isDisabled: true,
		"aria-describedby": explanationId,
		children: "Войти через Google"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		id: explanationId,
		className: note,
		children: "Вход через Google на этом сайте не настроен."
	})] });
	const signInWith = async (credential) => {
		setPending(true);
		try {
			if (!credential) throw new Error("Google gave no credential");
			await onSignedIn(await callEndpoint(googleLoginRoute, { body: { token: credential } }));
		} catch {
			toasts.error(accountMessages.loginFailed);
			setPending(false);
		}
	};
	const start = async () => {
		setPending(true);
		try {
			const identity = await loadGoogleIdentity();
			if (!initialized.current) {
				identity.initialize({
					client_id: clientId,
					callback: (response) => void signInWith(response.credential)
				});
				initialized.current = true;
			}
			identity.prompt();
			if (googleButtonHost.current) identity.renderButton(googleButtonHost.current, {
				type: "standard",
				text: "signin_with",
				locale: "ru"
			});
			setStarted(true);
		} catch {
			toasts.error(accountMessages.loginFailed);
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			isPending,
			onPress: () => void start(),
			children: "Войти через Google"
		}),
		isStarted && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "_2h5fhd3",
			role: "status",
			children: "Выберите аккаунт в окне Google. Если оно не появилось, нажмите кнопку Google ниже."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { ref: googleButtonHost })
	] });
}
// apps/site/src/routes/sign-in/registration-blocked.ts
/**
* The local flag that blocks registration on this device (SPEC.md §2.2, §9): the login page disables
* its registration link and /registration shows no form. Any stored value counts. Storage that cannot
* be read (a private window, a policy) blocks nothing.
*/
function isRegistrationBlocked(storage = globalStorage()) {
	try {
		return Boolean(storage?.getItem(STORAGE_KEYS.registrationBlocked));
	} catch {
		return false;
	}
}
function globalStorage() {
	try {
		return globalThis.localStorage;
	} catch {
		return;
	}
}
// apps/site/src/routes/sign-in/SignInPanel.tsx
/** The frame of every sign-in page: a narrow panel with the page's <h1>. */
function SignInPanel({ title, children }) {
	usePageTitle(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: panel,
		"aria-labelledby": "sign-in-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			id: "sign-in-heading",
			className: heading,
			children: title
		}), children]
	});
}
// apps/site/src/routes/sign-in/use-guest-only.ts
/**
* The rule of /login, /registration and /restore (SPEC.md §2.2): signed-in readers are sent to /.
* A sign-in on the page itself must not trigger that rule: the reader goes where the page says
* (the return address, /profile, /), so the page remembers that it is the one signing in.
*/
function useGuestOnly() {
	const session = useSession();
	const navigate = useNavigate();
	const signingInHere = (0, import_react.useRef)(false);
	const signedIn = session.user !== null;
	(0, import_react.useEffect)(() => {
		if (signedIn && !signingInHere.current) navigate("/", { replace: true });
	}, [signedIn, navigate]);
	const finishSignIn = (0, import_react.useCallback)(async (state, to) => {
		signingInHere.current = true;
		await setSessionState(state);
		await navigate(to, { replace: true });
	}, [navigate]);
	return {
		status: session.state === void 0 && session.isLoading ? "loading" : signedIn ? "signed-in" : "guest",
		finishSignIn
	};
}
// apps/site/src/routes/sign-in/LoginPage.tsx
/**
* The login form. SPEC.md gives no client-side rules for it; the e-mail uses the registration's
* check and text, and an empty password gets a text of ours.
*/
var loginFormSchema = object({
	email: string().trim().pipe(email({ error: accountValidationMessages.invalidEmail })),
	password: string().min(1, { error: "Введите пароль" })
});
/** Where the Google sign-in lands (SPEC.md §2.2 /profile: "the landing after third-party sign-in"). */
var AFTER_GOOGLE_SIGN_IN = "/profile";
/** POST /api/login; the timestamp keeps caches from answering an old sign-in (SPEC.md §7). */
function requestLogin(values) {
	return callEndpoint(loginRoute$1, {
		body: values,
		query: { timestamp: String(Date.now()) }
	});
}
/**
* /login (SPEC.md §2.2): e-mail and password, Google sign-in, links to recovery and registration.
* After signing in the reader goes back to the remembered page, or to /.
*/
function LoginPage() {
	const { status, finishSignIn } = useGuestOnly();
	const [search] = useSearchParams();
	const toasts = useToasts();
	const blockedNoteId = (0, import_react.useId)();
	const { control, handleSubmit, formState } = useForm({
		resolver: u(loginFormSchema),
		defaultValues: {
			email: "",
			password: ""
		}
	});
	if (status !== "guest") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInPanel, {
		title: "Вход",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
	const returnAddress = returnAddressOf(search);
	const registrationBlocked = isRegistrationBlocked();
	const ban = keptBan();
	const logIn = handleSubmit(async (values) => {
		try {
			const state = await requestLogin(values);
			await finishSignIn(state, returnAddress);
		} catch (error) {
			toasts.error(error instanceof ApiError && error.status === 401 ? accountMessages.wrongCredentials : accountMessages.loginFailed);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SignInPanel, {
		title: "Вход",
		children: [
			ban && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanNotice, { ban }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: form,
				onSubmit: (event) => void logIn(event),
				noValidate: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control,
						name: "email",
						label: "Email",
						type: "email",
						inputMode: "email",
						autoComplete: "email"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPasswordField, {
						control,
						name: "password",
						label: "Пароль",
						autoComplete: "current-password"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						isPending: formState.isSubmitting,
						children: "Войти"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleSignInButton, { onSignedIn: (state) => finishSignIn(state, AFTER_GOOGLE_SIGN_IN) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: links,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: "/restore",
					variant: "standalone",
					children: "Забыли пароль?"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: loginHref(returnAddress, "/registration"),
					variant: "standalone",
					isDisabled: registrationBlocked,
					"aria-describedby": registrationBlocked ? blockedNoteId : void 0,
					children: "Регистрация"
				})]
			}),
			registrationBlocked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: blockedNoteId,
				className: "_2h5fhd3",
				children: "Регистрация с этого устройства недоступна."
			})
		]
	});
}
// apps/site/src/routes/sign-in/RegistrationConfirmPage.tsx
/**
* /registrationConfirm?token=… (SPEC.md §2.2): confirms the address once and says how it went. The
* token works once, so the call is never repeated on its own (focus, reconnect, a failed try): a
* second answer would contradict the first.
*/
function RegistrationConfirmPage() {
	const [search] = useSearchParams();
	const token = search.get("token");
	const { data, error } = useEndpoint(registrationConfirmRoute$1, token ? { query: { token } } : null, {
		revalidateOnFocus: false,
		revalidateOnReconnect: false,
		revalidateIfStale: false,
		shouldRetryOnError: false
	});
	const outcome = !token || error ? "failed" : data ? "confirmed" : "waiting";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SignInPanel, {
		title: "Подтверждение регистрации",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "status",
			children: outcome === "waiting" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: outcome === "confirmed" ? accountMessages.registrationConfirmed : accountMessages.registrationConfirmFailed })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: "/",
			variant: "standalone",
			children: "На главную"
		})]
	});
}
// apps/site/src/routes/sign-in/CaptchaField.tsx
/** The captcha's SVG as an image source: the markup itself, not a request. */
function captchaImageSource(svg) {
	return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
/**
* The captcha of sign-up and recovery (SPEC.md §5): the challenge image, a button for another one and
* the answer's field.
*/
function CaptchaField({ control, name, challenge, onRefresh }) {
	const { captcha, isLoading, failed } = challenge;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: captchaRow,
		children: [captcha ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			className: captchaImage,
			src: captchaImageSource(captcha.code),
			alt: "Картинка с проверочным кодом"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: captchaPlaceholder,
			children: failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: note,
				children: "Не удалось загрузить проверочный код"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				size: "sm",
				label: "Загрузка проверочного кода",
				hideLabel: true
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "ghost",
			iconOnly: true,
			"aria-label": "Показать другой проверочный код",
			isPending: isLoading,
			onPress: onRefresh,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: RefreshCw })
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		control,
		name,
		label: "Проверочный код",
		autoComplete: "off"
	})] });
}
// apps/site/src/routes/sign-in/server-errors.ts
/**
* The field errors in a failed sign-up or recovery request (SPEC.md §5 Registration, §8 Auth).
* Status 498 is a captcha error: "expired" (a missing, used or expired challenge) asks for a new one,
* anything else is a wrong answer. Other answers carry `fields` (the API's `{ message, fields }`,
* e.g. 409 `{ username: "Такой пользователь уже существует" }`); only the texts SPEC.md names are
* taken, so a contract message in English never reaches a field. Empty: show the page's toast.
*/
function serverFieldErrorsOf(error) {
	if (!(error instanceof ApiError)) return [];
	if (error.status === 498) return [restoreCaptchaError(error.message)];
	const envelope = errorEnvelopeSchema.safeParse(error.body);
	const fields = envelope.success ? envelope.data.fields ?? {} : {};
	return Object.values(fields).map(accountServerErrorOf).filter((found) => found !== null);
}
/**
* Shows server field errors under the fields this form has, focusing the first (the reader's next
* step is there). Answers how many were shown.
*/
function showServerFieldErrors(errors, formFields, setError) {
	const shown = errors.filter((error) => formFields.includes(error.field));
	shown.forEach((error, index) => setError(error.field, {
		type: "server",
		message: error.message
	}, { shouldFocus: index === 0 }));
	return shown.length;
}
// apps/site/src/routes/sign-in/use-captcha.ts
/**
* The captcha of sign-up and recovery (`GET /api/captcha`, SPEC.md §7). A challenge is single-use
* (the API uses it up on the first answer, right or wrong), so every page opening loads a fresh one
* and nothing else asks again on its own (focus, reconnect).
*/
function useCaptcha() {
	const { data, error, isLoading, mutate } = useEndpoint(captchaRoute, {}, {
		revalidateOnMount: true,
		revalidateOnFocus: false,
		revalidateOnReconnect: false,
		shouldRetryOnError: false
	});
	const refresh = (0, import_react.useCallback)(() => void mutate(), [mutate]);
	return {
		captcha: data,
		isLoading,
		failed: Boolean(error) && !data,
		refresh
	};
}
// apps/site/src/routes/sign-in/RegistrationPage.tsx
/**
* SPEC.md §5's registration rules plus the captcha answer: the API asks a captcha of sign-up
* (§7: "status 498 = captcha error", §5's captcha errors), though §2.2's list of fields leaves it out.
*/
var registrationFormSchema = registrationSchema.safeExtend({ captchaValue: restoreRequestSchema.shape.captchaValue });
var fieldNames = [
	"username",
	"email",
	"password",
	"confirmPassword",
	"captchaValue"
];
/** What the reader is told after signing up; the text is ours (SPEC.md names none). */
function confirmationSentText(email) {
	return `Регистрация прошла успешно. Письмо для подтверждения адреса отправлено на ${email}.`;
}
/**
* /registration (SPEC.md §2.2, §5 Registration). The API signs the new account in and mails the
* confirmation link, so success is a signed-in reader on the return address (or /), told to check
* their mail. Not shown when this device's registration is blocked (§9's local flag).
*/
function RegistrationPage() {
	const { status, finishSignIn } = useGuestOnly();
	const [search] = useSearchParams();
	const toasts = useToasts();
	const challenge = useCaptcha();
	const { control, handleSubmit, formState, setError, setValue } = useForm({
		resolver: u(registrationFormSchema),
		defaultValues: {
			username: "",
			email: "",
			password: "",
			confirmPassword: "",
			captchaValue: ""
		}
	});
	if (isRegistrationBlocked()) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SignInPanel, {
		title: "Регистрация",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: note,
			children: "Регистрация с этого устройства недоступна."
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: "/login",
			variant: "standalone",
			children: "Войти"
		})]
	});
	if (status !== "guest") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInPanel, {
		title: "Регистрация",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
	const returnAddress = returnAddressOf(search);
	const newCaptcha = () => {
		setValue("captchaValue", "");
		challenge.refresh();
	};
	const signUp = handleSubmit(async ({ username, email, password, captchaValue }) => {
		const captchaId = challenge.captcha?.id;
		if (!captchaId) {
			const { field, message } = accountServerErrors.captchaExpired;
			setError(field, {
				type: "server",
				message
			}, { shouldFocus: true });
			newCaptcha();
			return;
		}
		try {
			const state = await callEndpoint(signupRoute, { body: {
				username,
				email,
				password,
				captchaId,
				captchaValue
			} });
			toasts.success(confirmationSentText(email));
			await finishSignIn(state, returnAddress);
		} catch (error) {
			newCaptcha();
			if (showServerFieldErrors(serverFieldErrorsOf(error), fieldNames, setError) === 0) toasts.error(accountMessages.registrationFailed);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SignInPanel, {
		title: "Регистрация",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: form,
			onSubmit: (event) => void signUp(event),
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					control,
					name: "username",
					label: "Имя пользователя",
					autoComplete: "username"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					control,
					name: "email",
					label: "Email",
					type: "email",
					inputMode: "email",
					autoComplete: "email"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPasswordField, {
					control,
					name: "password",
					label: "Пароль",
					autoComplete: "new-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPasswordField, {
					control,
					name: "confirmPassword",
					label: "Повторите пароль",
					autoComplete: "new-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
					control,
					name: "captchaValue",
					challenge,
					onRefresh: newCaptcha
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					isPending: formState.isSubmitting,
					children: "Зарегистрироваться"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: loginHref(returnAddress),
			variant: "standalone",
			children: "Уже есть аккаунт? Войти"
		})]
	});
}
// apps/site/src/routes/sign-in/RestoreCodeStep.tsx
/** The code of the recovery mail: six digits (the API's contract); the text is ours. */
var restoreCodeFormSchema = object({ code: string().trim().regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.restoreCodeLength}}$`), { error: `Введите ${ACCOUNT_LIMITS.restoreCodeLength} цифр из письма` }) });
/** Recovery step 1 (SPEC.md §4): the code from the mail, checked by the API. */
function RestoreCodeStep({ email, onCodeAccepted, onStartOver }) {
	const toasts = useToasts();
	const { control, handleSubmit, formState, setError } = useForm({
		resolver: u(restoreCodeFormSchema),
		defaultValues: { code: "" }
	});
	const checkCode = handleSubmit(async ({ code }) => {
		try {
			if (await callEndpoint(restoreCodeRoute, { body: {
				email,
				code
			} })) {
				onCodeAccepted(code);
				return;
			}
			toasts.error(accountMessages.restoreCodeMismatch);
			setError("code", {
				type: "server",
				message: accountMessages.restoreCodeMismatch
			}, { shouldFocus: true });
		} catch {
			toasts.error(accountMessages.requestFailed);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		onSubmit: (event) => void checkCode(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "code",
				label: "Код из письма",
				inputMode: "numeric",
				autoComplete: "one-time-code",
				autoFocus: true,
				description: `Если адрес ${email} зарегистрирован, на него отправлено письмо с кодом.`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				isPending: formState.isSubmitting,
				children: "Продолжить"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "ghost",
				onPress: onStartOver,
				children: "Ввести другой адрес"
			})
		]
	});
}
// apps/site/src/routes/sign-in/RestoreEmailStep.tsx
/** Recovery step 0 (SPEC.md §4): the e-mail and the captcha; the API mails a code. */
function RestoreEmailStep({ onCodeSent }) {
	const toasts = useToasts();
	const challenge = useCaptcha();
	const { control, handleSubmit, formState, setError, setValue } = useForm({
		resolver: u(restoreRequestSchema),
		defaultValues: {
			email: "",
			captchaValue: ""
		}
	});
	const newCaptcha = () => {
		setValue("captchaValue", "");
		challenge.refresh();
	};
	const requestCode = handleSubmit(async ({ email, captchaValue }) => {
		const captchaId = challenge.captcha?.id;
		if (!captchaId) {
			const { field, message } = accountServerErrors.captchaExpired;
			setError(field, {
				type: "server",
				message
			}, { shouldFocus: true });
			newCaptcha();
			return;
		}
		try {
			await callEndpoint(restoreRequestRoute, { body: {
				email,
				captchaId,
				captchaValue
			} });
			onCodeSent(email);
		} catch (error) {
			newCaptcha();
			if (showServerFieldErrors(serverFieldErrorsOf(error), ["email", "captchaValue"], setError) === 0) toasts.error(accountMessages.restoreRequestFailed);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		onSubmit: (event) => void requestCode(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "email",
				label: "Email",
				type: "email",
				inputMode: "email",
				autoComplete: "email",
				description: "На этот адрес придёт код для смены пароля."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
				control,
				name: "captchaValue",
				challenge,
				onRefresh: newCaptcha
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				isPending: formState.isSubmitting,
				children: "Получить код"
			})
		]
	});
}
// apps/site/src/routes/sign-in/RestorePasswordStep.tsx
/** The API's answer when the code no longer works: 400 with a message on `code`. */
function isCodeRejection(error) {
	if (!(error instanceof ApiError)) return false;
	const envelope = errorEnvelopeSchema.safeParse(error.body);
	return envelope.success && envelope.data.fields?.["code"] !== void 0;
}
/** Recovery step 2 (SPEC.md §4, §5 Restore): the new password and its confirmation. */
function RestorePasswordStep({ email, code, onPasswordChanged, onCodeRejected }) {
	const toasts = useToasts();
	const { control, handleSubmit, formState } = useForm({
		resolver: u(restorePasswordSchema),
		defaultValues: {
			password: "",
			confirmPassword: ""
		}
	});
	const changePassword = handleSubmit(async ({ password }) => {
		let state;
		try {
			state = await callEndpoint(restoreChangeRoute, { body: {
				email,
				code,
				password
			} });
		} catch (error) {
			if (isCodeRejection(error)) {
				toasts.error(accountMessages.restoreCodeMismatch);
				onCodeRejected();
			} else toasts.error(accountMessages.requestFailed);
			return;
		}
		toasts.success(accountMessages.passwordUpdated);
		await onPasswordChanged(state);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		onSubmit: (event) => void changePassword(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				hidden: true,
				readOnly: true,
				type: "text",
				name: "username",
				autoComplete: "username",
				value: email
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPasswordField, {
				control,
				name: "password",
				label: "Новый пароль",
				autoComplete: "new-password",
				autoFocus: true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPasswordField, {
				control,
				name: "confirmPassword",
				label: "Повторите пароль",
				autoComplete: "new-password"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				isPending: formState.isSubmitting,
				children: "Сменить пароль"
			})
		]
	});
}
// apps/site/src/routes/sign-in/RestorePage.tsx
var stepNumbers = {
	email: 1,
	code: 2,
	password: 3
};
/** /restore (SPEC.md §2.2, §4): success signs the reader in and goes to /. */
function RestorePage() {
	const { status, finishSignIn } = useGuestOnly();
	const [progress, setProgress] = (0, import_react.useState)({ step: "email" });
	if (status !== "guest") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInPanel, {
		title: "Восстановление пароля",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SignInPanel, {
		title: "Восстановление пароля",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: note,
			children: [
				"Шаг ",
				stepNumbers[progress.step],
				" из ",
				Object.keys(stepNumbers).length
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestoreStep, {
			progress,
			onProgress: setProgress,
			finishSignIn
		})]
	});
}
/** The form of the current step. */
function RestoreStep({ progress, onProgress, finishSignIn }) {
	switch (progress.step) {
		case "email": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestoreEmailStep, { onCodeSent: (email) => onProgress({
			step: "code",
			email
		}) });
		case "code": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestoreCodeStep, {
			email: progress.email,
			onCodeAccepted: (code) => onProgress({
				step: "password",
				email: progress.email,
				code
			}),
			onStartOver: () => onProgress({ step: "email" })
		});
		case "password": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestorePasswordStep, {
			email: progress.email,
			code: progress.code,
			onPasswordChanged: (state) => finishSignIn(state, "/"),
			onCodeRejected: () => onProgress({
				step: "code",
				email: progress.email
			})
		});
		default: return progress;
	}
}
// apps/site/src/routes/sign-in/route.ts
/** The sign-in pages (SPEC.md §2.2), one chunk: a reader on one of them often opens another. */
var loginRoute = { Component: LoginPage };
var registrationRoute = { Component: RegistrationPage };
var restoreRoute = { Component: RestorePage };
var registrationConfirmRoute = { Component: RegistrationConfirmPage };
export { loginRoute, registrationConfirmRoute, registrationRoute, restoreRoute };

//# sourceMappingURL=route-CHByZsOK.js.map