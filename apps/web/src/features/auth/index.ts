export { LoginScreen } from './components/login-screen';
export { RegisterScreen } from './components/register-screen';
