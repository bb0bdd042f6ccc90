/// The names of an enum's cases (those with a payload first, then the others, each in declaration
/// order: the order of the enum's tags), read from the type's reflection metadata
/// (the field descriptor the compiler emits for every nominal type, which `Mirror` reads too):
/// a plugin's output names come from its `Output` enum instead of being typed beside it.
///
/// The layouts read here are the Swift runtime ABI's (swift/docs/ABI/TypeMetadata.rst,
/// `TargetEnumDescriptor` and `FieldDescriptor` in swift/include/swift/ABI/Metadata.h and
/// RemoteInspection/Records.h), the same on every platform Swift runs on. Anything that is not
/// an enum's metadata with a field descriptor gives `nil`, never a guess.
enum EnumCaseNames {
    /// `MetadataKind::Enum` and `::Optional` (swift/ABI/MetadataKind.def).
    private static let enumMetadataKinds: Set<Int> = [0x201, 0x202]
    /// `ContextDescriptorKind::Enum`, in the low five bits of a context descriptor's flags.
    private static let enumDescriptorKind: UInt32 = 18

    /// The case names of `type`, or `nil` when it is not an enum (or has no reflection metadata).
    static func of(_ type: Any.Type) -> [String]? {
        // Invariants, from the ABI documents named above, for the metadata of any type:
        // - metadata word 0 is its kind; an enum's metadata word 1 points to its
        //   `TargetEnumDescriptor`, whose flags (offset 0) say `Enum` in their low five bits;
        // - the descriptor's `Fields` (offset 16) is a 32-bit offset, relative to its own address,
        //   to the `FieldDescriptor`, or 0 when the type was compiled without reflection metadata;
        // - a field descriptor holds `FieldRecordSize` (u16, offset 10) and `NumFields` (u32,
        //   offset 12), then its records from offset 16; a record's `FieldName` (offset 8) is a
        //   relative offset to the case's NUL-terminated UTF-8 name.
        // The compiler emits all of these as constants that live as long as the image, which a
        // loaded plugin never stops being (shared libraries holding Swift are never closed).
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard enumMetadataKinds.contains(metadata.load(as: Int.self)) else { return nil }
        let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        guard descriptor.load(as: UInt32.self) & 0x1F == enumDescriptorKind else { return nil }
        guard let fields = resolve(descriptor + 16) else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        guard recordSize >= 12 else { return count == 0 ? [] : nil }
        return (0..<count).compactMap { index in
            resolve(fields + 16 + index * recordSize + 8).map {
                String(cString: $0.assumingMemoryBound(to: CChar.self))
            }
        }
    }

    /// The address a 32-bit relative offset at `field` points to, or `nil` for offset 0.
    private static func resolve(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }
}
