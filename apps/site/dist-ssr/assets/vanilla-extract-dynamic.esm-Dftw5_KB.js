// node_modules/@vanilla-extract/private/dist/vanilla-extract-private.esm.js
function getVarName(variable) {
	var matches = variable.match(/^var\((.*)\)$/);
	if (matches) return matches[1];
	return variable;
}
function get(obj, path) {
	var result = obj;
	for (var key of path) {
		if (!(key in result)) throw new Error("Path ".concat(path.join(" -> "), " does not exist in object"));
		result = result[key];
	}
	return result;
}
function walkObject(obj, fn) {
	var path = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : [];
	var clone = {};
	for (var key in obj) {
		var _value = obj[key];
		var currentPath = [...path, key];
		if (typeof _value === "string" || typeof _value === "number" || _value == null) clone[key] = fn(_value, currentPath);
		else if (typeof _value === "object" && !Array.isArray(_value)) clone[key] = walkObject(_value, fn, currentPath);
		else console.warn("Skipping invalid key \"".concat(currentPath.join("."), "\". Should be a string, number, null or object. Received: \"").concat(Array.isArray(_value) ? "Array" : typeof _value, "\""));
	}
	return clone;
}
// node_modules/@vanilla-extract/dynamic/dist/vanilla-extract-dynamic.esm.js
function assignInlineVars(varsOrContract, tokens) {
	var styles = {};
	if (typeof tokens === "object") {
		var _contract = varsOrContract;
		walkObject(tokens, (value, path) => {
			if (value == null) return;
			var varName = get(_contract, path);
			styles[getVarName(varName)] = String(value);
		});
	} else {
		var _vars = varsOrContract;
		for (var varName in _vars) {
			var value = _vars[varName];
			if (value == null) continue;
			styles[getVarName(varName)] = value;
		}
	}
	Object.defineProperty(styles, "toString", {
		value: function value() {
			return Object.keys(this).map((key) => "".concat(key, ":").concat(this[key])).join(";");
		},
		writable: false
	});
	return styles;
}
export { assignInlineVars as t };

//# sourceMappingURL=vanilla-extract-dynamic.esm-Dftw5_KB.js.map