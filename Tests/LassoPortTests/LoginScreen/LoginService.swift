// The article elides the service ("..."): this pretend one accepts every login, at once.
enum LoginService {
    static func login(_ username: String,
                      _ password: String,
                      completion: @escaping (Bool) -> Void) {
        completion(true)
    }
}
