import Foundation
import IsletCore

print("islet")
