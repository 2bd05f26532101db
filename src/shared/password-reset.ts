/** Texts of 'Esqueci minha senha' shared by the server's answers, the screens and the tests. */
export const resetTexts = {
  requestSent: "Se existir uma conta com esse e-mail, enviamos um link para redefinir a senha.",
  linkInvalid: "Este link expirou ou já foi usado. Peça um novo.",
  weakPassword: "Senha muito fraca (mínimo de 6 caracteres)",
  mismatch: "As senhas não conferem.",
  changed: "Senha alterada! Entre com a nova senha.",
} as const;
