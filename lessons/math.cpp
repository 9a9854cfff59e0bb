#include "lessons/math.h"

#include "lessons/syntax.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>

namespace lessons {
namespace {

using Kind = MathNode::Kind;
using Variant = MathNode::Variant;

struct Command {
    const char* name;
    const char* text; // UTF-8
    Kind kind;
    MathClass cls;
    const char* spoken;
};

// The commands of docs/lesson-format.md, section "Math", other than the structural ones
// (\frac, \sqrt, \left, \right, \text, \mathrm, \mathbf, \operatorname, accents, \begin).
const Command kCommands[] = {
    {"alpha", "α", Kind::Symbol, MathClass::Ord, "alpha"},
    {"beta", "β", Kind::Symbol, MathClass::Ord, "beta"},
    {"gamma", "γ", Kind::Symbol, MathClass::Ord, "gamma"},
    {"delta", "δ", Kind::Symbol, MathClass::Ord, "delta"},
    {"epsilon", "ϵ", Kind::Symbol, MathClass::Ord, "epsilon"},
    {"varepsilon", "ε", Kind::Symbol, MathClass::Ord, "epsilon"},
    {"zeta", "ζ", Kind::Symbol, MathClass::Ord, "zeta"},
    {"eta", "η", Kind::Symbol, MathClass::Ord, "eta"},
    {"theta", "θ", Kind::Symbol, MathClass::Ord, "theta"},
    {"iota", "ι", Kind::Symbol, MathClass::Ord, "iota"},
    {"kappa", "κ", Kind::Symbol, MathClass::Ord, "kappa"},
    {"lambda", "λ", Kind::Symbol, MathClass::Ord, "lambda"},
    {"mu", "μ", Kind::Symbol, MathClass::Ord, "mu"},
    {"nu", "ν", Kind::Symbol, MathClass::Ord, "nu"},
    {"xi", "ξ", Kind::Symbol, MathClass::Ord, "xi"},
    {"omicron", "ο", Kind::Symbol, MathClass::Ord, "omicron"},
    {"pi", "π", Kind::Symbol, MathClass::Ord, "pi"},
    {"rho", "ρ", Kind::Symbol, MathClass::Ord, "rho"},
    {"sigma", "σ", Kind::Symbol, MathClass::Ord, "sigma"},
    {"tau", "τ", Kind::Symbol, MathClass::Ord, "tau"},
    {"upsilon", "υ", Kind::Symbol, MathClass::Ord, "upsilon"},
    {"phi", "ϕ", Kind::Symbol, MathClass::Ord, "phi"},
    {"varphi", "φ", Kind::Symbol, MathClass::Ord, "phi"},
    {"chi", "χ", Kind::Symbol, MathClass::Ord, "chi"},
    {"psi", "ψ", Kind::Symbol, MathClass::Ord, "psi"},
    {"omega", "ω", Kind::Symbol, MathClass::Ord, "omega"},
    {"Gamma", "Γ", Kind::Symbol, MathClass::Ord, "capital gamma"},
    {"Delta", "Δ", Kind::Symbol, MathClass::Ord, "capital delta"},
    {"Theta", "Θ", Kind::Symbol, MathClass::Ord, "capital theta"},
    {"Lambda", "Λ", Kind::Symbol, MathClass::Ord, "capital lambda"},
    {"Xi", "Ξ", Kind::Symbol, MathClass::Ord, "capital xi"},
    {"Pi", "Π", Kind::Symbol, MathClass::Ord, "capital pi"},
    {"Sigma", "Σ", Kind::Symbol, MathClass::Ord, "capital sigma"},
    {"Upsilon", "Υ", Kind::Symbol, MathClass::Ord, "capital upsilon"},
    {"Phi", "Φ", Kind::Symbol, MathClass::Ord, "capital phi"},
    {"Psi", "Ψ", Kind::Symbol, MathClass::Ord, "capital psi"},
    {"Omega", "Ω", Kind::Symbol, MathClass::Ord, "capital omega"},
    {"cdot", "⋅", Kind::Symbol, MathClass::Bin, "dot"},
    {"times", "×", Kind::Symbol, MathClass::Bin, "times"},
    {"pm", "±", Kind::Symbol, MathClass::Bin, "plus or minus"},
    {"to", "→", Kind::Symbol, MathClass::Rel, "goes to"},
    {"rightarrow", "→", Kind::Symbol, MathClass::Rel, "goes to"},
    {"approx", "≈", Kind::Symbol, MathClass::Rel, "is approximately"},
    {"le", "≤", Kind::Symbol, MathClass::Rel, "is at most"},
    {"leq", "≤", Kind::Symbol, MathClass::Rel, "is at most"},
    {"ge", "≥", Kind::Symbol, MathClass::Rel, "is at least"},
    {"geq", "≥", Kind::Symbol, MathClass::Rel, "is at least"},
    {"ne", "≠", Kind::Symbol, MathClass::Rel, "is not equal to"},
    {"neq", "≠", Kind::Symbol, MathClass::Rel, "is not equal to"},
    {"in", "∈", Kind::Symbol, MathClass::Rel, "in"},
    {"sim", "∼", Kind::Symbol, MathClass::Rel, "is distributed as"},
    {"propto", "∝", Kind::Symbol, MathClass::Rel, "is proportional to"},
    {"mid", "∣", Kind::Symbol, MathClass::Rel, "given"},
    {"lt", "<", Kind::Symbol, MathClass::Rel, "is less than"},
    {"gt", ">", Kind::Symbol, MathClass::Rel, "is greater than"},
    {"infty", "∞", Kind::Symbol, MathClass::Ord, "infinity"},
    {"partial", "∂", Kind::Symbol, MathClass::Ord, "partial"},
    {"top", "⊤", Kind::Symbol, MathClass::Ord, "transpose"},
    {"ldots", "…", Kind::Symbol, MathClass::Inner, "dot dot dot"},
    {"dots", "…", Kind::Symbol, MathClass::Inner, "dot dot dot"},
    {"cdots", "⋯", Kind::Symbol, MathClass::Inner, "dot dot dot"},
    {"sum", "∑", Kind::BigOp, MathClass::Op, "the sum"},
    {"prod", "∏", Kind::BigOp, MathClass::Op, "the product"},
    {"max", "max", Kind::BigOp, MathClass::Op, "max"},
    {"min", "min", Kind::BigOp, MathClass::Op, "min"},
    {"lim", "lim", Kind::BigOp, MathClass::Op, "limit"},
    {"exp", "exp", Kind::Text, MathClass::Op, "exp"},
    {"log", "log", Kind::Text, MathClass::Op, "log"},
    {"ln", "ln", Kind::Text, MathClass::Op, "natural log"},
    {"sin", "sin", Kind::Text, MathClass::Op, "sine"},
    {"cos", "cos", Kind::Text, MathClass::Op, "cosine"},
    {"tanh", "tanh", Kind::Text, MathClass::Op, "tanh"},
    {"quad", "", Kind::Space, MathClass::Ord, ""},
    {"qquad", "", Kind::Space, MathClass::Ord, ""},
};

const Command* findCommand(const QString& name) {
    for (const Command& c : kCommands) {
        if (name == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

// Delimiters after \left and \right, and the names they go by.
QString delimiterFor(const QString& token) {
    static const struct {
        const char* token;
        const char* glyph;
    } kDelimiters[] = {
        {"(", "("},        {")", ")"},        {"[", "["},        {"]", "]"},
        {"\\{", "{"},      {"\\}", "}"},      {"|", "|"},        {"\\|", "‖"},
        {".", ""},         {"\\langle", "⟨"}, {"\\rangle", "⟩"}, {"\\lfloor", "⌊"},
        {"\\rfloor", "⌋"}, {"\\lceil", "⌈"},  {"\\rceil", "⌉"},  {"\\vert", "|"},
        {"\\Vert", "‖"},
    };
    for (const auto& d : kDelimiters) {
        if (token == QLatin1String(d.token))
            return QString::fromUtf8(d.glyph);
    }
    return QStringLiteral("?");
}

const char* const kAccents[] = {"hat", "bar", "vec", "tilde"};

bool isAsciiLetter(QChar c) {
    return c.unicode() < 128 && c.isLetter();
}

MathNode symbol(const QString& text, MathClass cls, Variant variant, int column) {
    MathNode n;
    n.kind = Kind::Symbol;
    n.text = text;
    n.cls = cls;
    n.variant = variant;
    n.column = column;
    return n;
}

class MathParser {
public:
    explicit MathParser(const QString& tex) : tex_(tex) {}

    MathParse run() {
        MathParse result;
        result.root = row(Stop::End);
        if (!error_.isEmpty()) {
            result.root = MathNode();
            result.error = error_;
            result.errorColumn = errorColumn_;
        }
        return result;
    }

private:
    enum class Stop { End, Brace, Right, Cell };

    bool failed() const { return !error_.isEmpty(); }

    void fail(const QString& message, int column) {
        if (error_.isEmpty()) {
            error_ = message;
            errorColumn_ = column;
        }
    }

    bool at(const char* literal) const {
        return QStringView(tex_).mid(pos_).startsWith(QLatin1String(literal));
    }

    // `\name` at pos_ exactly (not a prefix of a longer command name).
    bool atCommand(const char* name) const {
        const QLatin1String n(name);
        if (!QStringView(tex_).mid(pos_).startsWith(QLatin1Char('\\') + n))
            return false;
        const int after = pos_ + 1 + int(n.size());
        return after >= tex_.size() || !isAsciiLetter(tex_.at(after));
    }

    void skipSpaces() {
        while (pos_ < tex_.size() && tex_.at(pos_).isSpace())
            ++pos_;
    }

    // A run of atoms up to the end, an unmatched `}`, `\right` or (in a matrix) `&`, `\\`, `\end`,
    // which are left for the caller.
    MathNode row(Stop stop) {
        MathNode out;
        out.column = pos_;
        while (pos_ < tex_.size() && !failed()) {
            const QChar c = tex_.at(pos_);
            if (c.isSpace()) {
                ++pos_;
                continue;
            }
            if (c == QLatin1Char('}')) {
                if (stop != Stop::Brace)
                    fail(QStringLiteral(
                             "unmatched `}` in math (remove it or add the `{` it closes)"),
                         pos_);
                return out;
            }
            if (atCommand("right")) {
                if (stop != Stop::Right)
                    fail(QStringLiteral("`\\right` without a `\\left` before it (add `\\left(` "
                                        "where the pair opens, or remove it)"),
                         pos_);
                return out;
            }
            if (stop == Stop::Cell && (c == QLatin1Char('&') || at("\\\\") || atCommand("end")))
                return out;
            if (c == QLatin1Char('^') || c == QLatin1Char('_')) {
                attachScript(out);
                continue;
            }
            if (c == QLatin1Char('\'')) {
                // A prime is a superscript ′, as in TeX.
                MathNode prime =
                    symbol(QStringLiteral("′"), MathClass::Ord, Variant::Upright, pos_);
                ++pos_;
                MathNode& base = scriptBase(out, pos_ - 1);
                if (base.hasSup) {
                    fail(QStringLiteral("double superscript (group it: `{x'}^2`)"), pos_ - 1);
                    return out;
                }
                base.hasSup = true;
                base.children[2] = wrap(prime);
                continue;
            }
            MathNode a = atom();
            if (failed())
                return out;
            out.children.append(std::move(a));
        }
        return out;
    }

    static MathNode wrap(MathNode n) {
        MathNode r;
        r.column = n.column;
        r.children.append(std::move(n));
        return r;
    }

    // The Scripts node the next `^` or `_` attaches to: the last atom of the row, wrapped.
    MathNode& scriptBase(MathNode& out, int column) {
        if (out.children.isEmpty() || out.children.last().kind != Kind::Scripts) {
            MathNode scripts;
            scripts.kind = Kind::Scripts;
            scripts.column = column;
            MathNode base;
            if (!out.children.isEmpty()) {
                base = std::move(out.children.last());
                out.children.removeLast();
                scripts.column = base.column;
            }
            scripts.cls = base.kind == Kind::Row ? MathClass::Ord : base.cls;
            scripts.children = {std::move(base), MathNode(), MathNode()};
            out.children.append(std::move(scripts));
        }
        return out.children.last();
    }

    void attachScript(MathNode& out) {
        const int start = pos_;
        const bool sup = tex_.at(pos_) == QLatin1Char('^');
        ++pos_;
        // `x_a_b` would otherwise wrap a script around a script; TeX refuses it too.
        MathNode* base = &scriptBase(out, start);
        if (sup ? base->hasSup : base->hasSub) {
            fail(sup ? QStringLiteral("double superscript (write `x^{ab}`, or group: `{x^a}^b`)")
                     : QStringLiteral("double subscript (write `x_{ab}`, or group: `{x_a}_b`)"),
                 start);
            return;
        }
        MathNode script = argument(QString(tex_.at(start)), start);
        if (failed())
            return;
        base = &out.children.last();
        (sup ? base->hasSup : base->hasSub) = true;
        base->children[sup ? 2 : 1] = std::move(script);
    }

    // A group {...} or a single atom, as the argument of ^, _, \sqrt, \frac and accents.
    MathNode argument(const QString& what, int commandColumn) {
        skipSpaces();
        if (pos_ >= tex_.size() || tex_.at(pos_) == QLatin1Char('}') ||
            tex_.at(pos_) == QLatin1Char('^') || tex_.at(pos_) == QLatin1Char('_') ||
            tex_.at(pos_) == QLatin1Char('&') || atCommand("right") || atCommand("end")) {
            fail(QStringLiteral("%1 needs something after it (write e.g. `%1{...}`)").arg(what),
                 commandColumn);
            return {};
        }
        MathNode a = atom();
        return a.kind == Kind::Row ? a : wrap(std::move(a));
    }

    MathNode atom() {
        // Every nested construct passes through here, so this bounds the recursion.
        struct DepthGuard {
            int& depth;
            explicit DepthGuard(int& d) : depth(d) { ++depth; }
            ~DepthGuard() { --depth; }
        } guard(depth_);
        const int start = pos_;
        if (depth_ > kMaxMathDepth) {
            fail(QStringLiteral("math nests more than %1 levels deep (braces, scripts, fractions "
                                "and roots inside each other); split or simplify the formula")
                     .arg(kMaxMathDepth),
                 start);
            return {};
        }
        const QChar c = tex_.at(pos_);
        if (c == QLatin1Char('{'))
            return group();
        if (c == QLatin1Char('\\'))
            return command();
        ++pos_;
        if (isAsciiLetter(c))
            return symbol(QString(c), MathClass::Ord, Variant::Italic, start);
        if (c.isDigit() || c == QLatin1Char('.')) {
            int end = pos_;
            while (end < tex_.size() &&
                   (tex_.at(end).isDigit() || tex_.at(end) == QLatin1Char('.')))
                ++end;
            MathNode n =
                symbol(tex_.mid(start, end - start), MathClass::Ord, Variant::Upright, start);
            pos_ = end;
            return n;
        }
        switch (c.unicode()) {
        case '+':
            return symbol(QStringLiteral("+"), MathClass::Bin, Variant::Upright, start);
        case '-':
            return symbol(QStringLiteral("−"), MathClass::Bin, Variant::Upright, start);
        case '*':
            return symbol(QStringLiteral("∗"), MathClass::Bin, Variant::Upright, start);
        case '=':
        case '<':
        case '>':
        case ':':
            return symbol(QString(c), MathClass::Rel, Variant::Upright, start);
        case ',':
        case ';':
            return symbol(QString(c), MathClass::Punct, Variant::Upright, start);
        case '(':
        case '[':
            return symbol(QString(c), MathClass::Open, Variant::Upright, start);
        case ')':
        case ']':
        case '!':
        case '?':
            return symbol(QString(c), MathClass::Close, Variant::Upright, start);
        case '~': {
            MathNode space;
            space.kind = Kind::Space;
            space.mu = 6;
            space.column = start;
            return space;
        }
        case '$':
            fail(QStringLiteral("`$` inside math (write `\\$` for a dollar sign)"), start);
            return {};
        case '&':
            fail(QStringLiteral("`&` only separates matrix cells (write `\\&` for an ampersand)"),
                 start);
            return {};
        case '#':
        case '%':
            fail(QStringLiteral("`%1` is not allowed in math (write `\\%1`)").arg(c), start);
            return {};
        default:
            break;
        }
        if (c.isLetter())
            return symbol(QString(c), MathClass::Ord, Variant::Italic, start);
        if (c.isPrint() && !c.isSurrogate())
            return symbol(QString(c), MathClass::Ord, Variant::Upright, start);
        fail(QStringLiteral("this character cannot appear in math (remove it)"), start);
        return {};
    }

    MathNode group() {
        const int open = pos_;
        ++pos_; // '{'
        MathNode inner = row(Stop::Brace);
        if (failed())
            return {};
        if (pos_ >= tex_.size()) {
            fail(QStringLiteral("`{` is never closed in math (add a `}`)"), open);
            return {};
        }
        ++pos_; // '}'
        inner.column = open;
        return inner;
    }

    // The verbatim text of `{...}` after \text and friends (braces inside must balance).
    QString rawGroup(const QString& command, int commandColumn) {
        skipSpaces();
        if (pos_ >= tex_.size() || tex_.at(pos_) != QLatin1Char('{')) {
            fail(QStringLiteral("`\\%1` needs its text in braces (write `\\%1{...}`)").arg(command),
                 commandColumn);
            return {};
        }
        const int open = pos_;
        int depth = 0;
        QString out;
        for (int i = pos_; i < tex_.size(); ++i) {
            const QChar c = tex_.at(i);
            if (c == QLatin1Char('\\') && i + 1 < tex_.size()) {
                out += tex_.at(++i);
                continue;
            }
            if (c == QLatin1Char('{')) {
                if (depth++ > 0)
                    out += c;
                continue;
            }
            if (c == QLatin1Char('}')) {
                if (--depth == 0) {
                    pos_ = i + 1;
                    return out;
                }
                out += c;
                continue;
            }
            out += c;
        }
        fail(QStringLiteral("`{` is never closed in math (add a `}`)"), open);
        return {};
    }

    QString commandName() {
        int end = pos_;
        while (end < tex_.size() && isAsciiLetter(tex_.at(end)))
            ++end;
        QString name = tex_.mid(pos_, end - pos_);
        pos_ = end;
        return name;
    }

    // After \left or \right: one delimiter token; `.` means none.
    QString delimiter(const QString& command, int commandColumn) {
        skipSpaces();
        if (pos_ >= tex_.size()) {
            fail(QStringLiteral("`\\%1` needs a delimiter (write e.g. `\\%1(` or `\\%1.`)")
                     .arg(command),
                 commandColumn);
            return {};
        }
        const int start = pos_;
        QString token;
        if (tex_.at(pos_) == QLatin1Char('\\')) {
            ++pos_;
            if (pos_ < tex_.size() && !isAsciiLetter(tex_.at(pos_)))
                token = QLatin1Char('\\') + tex_.at(pos_++);
            else
                token = QLatin1Char('\\') + commandName();
        } else {
            token = tex_.at(pos_++);
        }
        const QString glyph = delimiterFor(token);
        if (glyph == QLatin1String("?")) {
            fail(QStringLiteral("`%1` cannot follow `\\%2` (use ( ) [ ] \\{ \\} | \\| \\langle "
                                "\\rangle or `.` for none)")
                     .arg(token, command),
                 start);
            return {};
        }
        return glyph;
    }

    MathNode fenced(int start) {
        MathNode n;
        n.kind = Kind::Fenced;
        n.cls = MathClass::Inner;
        n.column = start;
        n.text = delimiter(QStringLiteral("left"), start);
        if (failed())
            return {};
        MathNode body = row(Stop::Right);
        if (failed())
            return {};
        if (pos_ >= tex_.size()) {
            fail(QStringLiteral("`\\left` is never closed (add `\\right)` or `\\right.`)"), start);
            return {};
        }
        const int rightColumn = pos_;
        pos_ += 6; // "\right"
        n.close = delimiter(QStringLiteral("right"), rightColumn);
        n.children.append(std::move(body));
        return n;
    }

    QString environmentName(int commandColumn, const QString& command) {
        skipSpaces();
        const int open = pos_;
        if (pos_ >= tex_.size() || tex_.at(pos_) != QLatin1Char('{')) {
            fail(QStringLiteral("`\\%1` needs a name in braces (write `\\%1{pmatrix}`)")
                     .arg(command),
                 commandColumn);
            return {};
        }
        const int close = tex_.indexOf(QLatin1Char('}'), pos_);
        if (close < 0) {
            fail(QStringLiteral("`{` is never closed in math (add a `}`)"), open);
            return {};
        }
        pos_ = close + 1;
        return tex_.mid(open + 1, close - open - 1).trimmed();
    }

    MathNode matrix(int start) {
        const QString name = environmentName(start, QStringLiteral("begin"));
        if (failed())
            return {};
        MathNode n;
        n.kind = Kind::Matrix;
        n.cls = MathClass::Inner;
        n.column = start;
        if (name == QLatin1String("pmatrix")) {
            n.text = QStringLiteral("(");
            n.close = QStringLiteral(")");
        } else if (name == QLatin1String("bmatrix")) {
            n.text = QStringLiteral("[");
            n.close = QStringLiteral("]");
        } else if (name != QLatin1String("matrix")) {
            fail(QStringLiteral("unknown environment `%1` (math supports pmatrix, bmatrix and "
                                "matrix)")
                     .arg(name),
                 start);
            return {};
        }
        MathNode current;
        while (!failed()) {
            MathNode cell = row(Stop::Cell);
            if (failed())
                return {};
            current.children.append(std::move(cell));
            if (pos_ >= tex_.size()) {
                fail(QStringLiteral("`\\begin{%1}` is never closed (add `\\end{%1}`)").arg(name),
                     start);
                return {};
            }
            if (tex_.at(pos_) == QLatin1Char('&')) {
                ++pos_;
                continue;
            }
            if (at("\\\\")) {
                pos_ += 2;
                n.children.append(std::move(current));
                current = MathNode();
                continue;
            }
            const int endColumn = pos_;
            pos_ += 4; // "\end"
            const QString endName = environmentName(endColumn, QStringLiteral("end"));
            if (failed())
                return {};
            if (endName != name) {
                fail(QStringLiteral("`\\end{%1}` closes `\\begin{%2}` (write `\\end{%2}`)")
                         .arg(endName, name),
                     endColumn);
                return {};
            }
            // A trailing `\\` before \end leaves an empty last row: TeX ignores it too.
            const bool emptyRow =
                current.children.size() == 1 && current.children.first().children.isEmpty();
            if (!emptyRow || n.children.isEmpty())
                n.children.append(std::move(current));
            return n;
        }
        return {};
    }

    static void makeBold(MathNode& node) {
        // Bounded by kMaxMathDepth: the tree was built under the same cap.
        if (node.kind == Kind::Symbol)
            node.variant = Variant::Bold;
        for (MathNode& child : node.children)
            makeBold(child);
    }

    MathNode command() {
        const int start = pos_;
        ++pos_; // backslash
        if (pos_ >= tex_.size()) {
            fail(QStringLiteral("a lone `\\` at the end of math (remove it or write `\\$`)"),
                 start);
            return {};
        }
        const QChar first = tex_.at(pos_);
        if (!isAsciiLetter(first)) {
            ++pos_;
            MathNode space;
            space.kind = Kind::Space;
            space.column = start;
            switch (first.unicode()) {
            case ',':
                space.mu = 3;
                return space;
            case ':':
                space.mu = 4;
                return space;
            case ';':
                space.mu = 5;
                return space;
            case '!':
                space.mu = -3;
                return space;
            case ' ':
                space.mu = 6;
                return space;
            case '{':
                return symbol(QStringLiteral("{"), MathClass::Open, Variant::Upright, start);
            case '}':
                return symbol(QStringLiteral("}"), MathClass::Close, Variant::Upright, start);
            case '|':
                return symbol(QStringLiteral("‖"), MathClass::Ord, Variant::Upright, start);
            case '$':
            case '%':
            case '_':
            case '#':
            case '&':
                return symbol(QString(first), MathClass::Ord, Variant::Upright, start);
            case '\\':
                fail(QStringLiteral("`\\\\` breaks rows of a matrix only (remove it)"), start);
                return {};
            default:
                fail(QStringLiteral("unknown math command `\\%1`").arg(first), start);
                return {};
            }
        }
        const QString name = commandName();
        if (name == QLatin1String("frac")) {
            MathNode n;
            n.kind = Kind::Fraction;
            n.cls = MathClass::Inner;
            n.column = start;
            MathNode numerator = argument(QStringLiteral("\\frac"), start);
            if (failed())
                return {};
            MathNode denominator = argument(QStringLiteral("\\frac"), start);
            if (failed())
                return {};
            n.children = {std::move(numerator), std::move(denominator)};
            return n;
        }
        if (name == QLatin1String("sqrt")) {
            MathNode n;
            n.kind = Kind::Radical;
            n.column = start;
            MathNode radicand = argument(QStringLiteral("\\sqrt"), start);
            if (failed())
                return {};
            n.children.append(std::move(radicand));
            return n;
        }
        if (name == QLatin1String("text") || name == QLatin1String("mathrm") ||
            name == QLatin1String("operatorname")) {
            MathNode n;
            n.kind = Kind::Text;
            n.variant = Variant::Upright;
            n.column = start;
            n.cls = name == QLatin1String("operatorname") ? MathClass::Op : MathClass::Ord;
            n.text = rawGroup(name, start);
            if (name == QLatin1String("text"))
                n.mu = 1; // keeps its spaces
            return n;
        }
        if (name == QLatin1String("mathbf")) {
            MathNode body = argument(QStringLiteral("\\mathbf"), start);
            makeBold(body);
            return body;
        }
        if (name == QLatin1String("left"))
            return fenced(start);
        if (name == QLatin1String("begin"))
            return matrix(start);
        if (name == QLatin1String("end")) {
            fail(QStringLiteral("`\\end` without a `\\begin` before it (remove it)"), start);
            return {};
        }
        for (const char* accent : kAccents) {
            if (name == QLatin1String(accent)) {
                MathNode n;
                n.kind = Kind::Accent;
                n.column = start;
                n.text = name;
                MathNode body = argument(QLatin1Char('\\') + name, start);
                if (failed())
                    return {};
                n.children.append(std::move(body));
                return n;
            }
        }
        if (const Command* c = findCommand(name)) {
            MathNode n;
            n.kind = c->kind;
            n.cls = c->cls;
            n.text = QString::fromUtf8(c->text);
            n.column = start;
            // TeX sets lowercase Greek italic and capitals upright.
            const QChar g = n.text.at(0);
            n.variant = c->kind == Kind::Symbol && g.isLower() && g.unicode() >= 0x3b1 &&
                                g.unicode() <= 0x3f5
                            ? Variant::Italic
                            : Variant::Upright;
            if (c->kind == Kind::Space)
                n.mu = name == QLatin1String("quad") ? 18 : 36;
            return n;
        }
        fail(QStringLiteral("unknown math command `\\%1` (see \"Math\" in the format reference "
                            "for the supported ones)")
                 .arg(name),
             start);
        return {};
    }

    const QString& tex_;
    int pos_ = 0;
    int depth_ = 0;
    QString error_;
    int errorColumn_ = -1;
};

// Unicode has sub- and superscript forms for some characters only; a script with any other
// character is written in full.
QString scriptForm(const QString& plain, bool sup) {
    static const QString kPlain = QStringLiteral("0123456789+−=()aehijklmnoprstuvx");
    static const QString kSub = QStringLiteral("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ");
    static const QString kSupPlain =
        QStringLiteral("0123456789+−=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW⊤′");
    static const QString kSup =
        QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵀ′");
    const QString& from = sup ? kSupPlain : kPlain;
    const QString& to = sup ? kSup : kSub;
    QString out;
    for (const QChar c : plain) {
        const qsizetype i = from.indexOf(c);
        if (i < 0 || c.isSpace())
            return {};
        out += to.at(i);
    }
    return out;
}

bool isSimple(const QString& plain) {
    return plain.size() <= 1 || !plain.contains(QRegularExpression(QStringLiteral("[\\s+−/,=]")));
}

QString parenthesized(const QString& plain) {
    return isSimple(plain) ? plain : QLatin1Char('(') + plain + QLatin1Char(')');
}

QString plainText(const MathNode& node) {
    // Bounded by kMaxMathDepth: the tree was built under the same cap.
    switch (node.kind) {
    case Kind::Row: {
        QString out;
        for (int i = 0; i < node.children.size(); ++i) {
            const MathNode& child = node.children.at(i);
            const QString part = plainText(child);
            const bool op =
                child.cls == MathClass::Op ||
                (child.kind == Kind::Scripts && child.children.at(0).kind == Kind::BigOp);
            const bool beforeOpen =
                i + 1 < node.children.size() && node.children.at(i + 1).cls == MathClass::Open;
            if (child.cls == MathClass::Bin || child.cls == MathClass::Rel)
                out += QLatin1Char(' ') + part + QLatin1Char(' ');
            else if (child.cls == MathClass::Punct || (op && !beforeOpen))
                out += part + QLatin1Char(' ');
            else
                out += part;
        }
        return out.simplified();
    }
    case Kind::Symbol:
    case Kind::Text:
    case Kind::BigOp:
        return node.text;
    case Kind::Space:
        return node.mu >= 6 ? QStringLiteral(" ") : QString();
    case Kind::Fraction:
        return parenthesized(plainText(node.children.at(0))) + QLatin1Char('/') +
               parenthesized(plainText(node.children.at(1)));
    case Kind::Radical:
        return QStringLiteral("√") + parenthesized(plainText(node.children.at(0)));
    case Kind::Accent: {
        static const QHash<QString, QString> kMarks = {
            {QStringLiteral("hat"), QStringLiteral("\u0302")},
            {QStringLiteral("bar"), QStringLiteral("\u0304")},
            {QStringLiteral("vec"), QStringLiteral("\u20d7")},
            {QStringLiteral("tilde"), QStringLiteral("\u0303")}};
        const QString body = plainText(node.children.at(0));
        return body.size() == 1 ? body + kMarks.value(node.text) : body;
    }
    case Kind::Fenced:
        return node.text + plainText(node.children.at(0)) + node.close;
    case Kind::Matrix: {
        QStringList rows;
        for (const MathNode& r : node.children) {
            QStringList cells;
            for (const MathNode& cell : r.children)
                cells.append(plainText(cell));
            rows.append(cells.join(QStringLiteral(", ")));
        }
        return node.text + rows.join(QStringLiteral("; ")) + node.close;
    }
    case Kind::Scripts: {
        QString out = plainText(node.children.at(0));
        for (const bool sup : {false, true}) {
            if (!(sup ? node.hasSup : node.hasSub))
                continue;
            const QString script = plainText(node.children.at(sup ? 2 : 1));
            const QString form = scriptForm(QString(script).remove(QLatin1Char(' ')), sup);
            if (!form.isEmpty())
                out += form;
            else
                out += (sup ? QStringLiteral("^") : QStringLiteral("_")) + parenthesized(script);
        }
        return out;
    }
    }
    return {};
}

QString spokenSymbol(const MathNode& node) {
    for (const Command& c : kCommands) {
        if (node.text == QString::fromUtf8(c.text) && c.spoken[0] != '\0')
            return QString::fromUtf8(c.spoken);
    }
    static const QHash<QString, QString> kSpoken = {
        {QStringLiteral("+"), QStringLiteral("plus")},
        {QStringLiteral("−"), QStringLiteral("minus")},
        {QStringLiteral("="), QStringLiteral("equals")},
        {QStringLiteral("<"), QStringLiteral("is less than")},
        {QStringLiteral(">"), QStringLiteral("is greater than")},
        {QStringLiteral("/"), QStringLiteral("divided by")},
        {QStringLiteral("∗"), QStringLiteral("times")},
        {QStringLiteral("′"), QStringLiteral("prime")},
        {QStringLiteral("("), QStringLiteral("open paren")},
        {QStringLiteral(")"), QStringLiteral("close paren")},
        {QStringLiteral(","), QStringLiteral(",")},
    };
    return kSpoken.value(node.text, node.text);
}

QString speech(const MathNode& node) {
    // Bounded by kMaxMathDepth: the tree was built under the same cap.
    switch (node.kind) {
    case Kind::Row: {
        QStringList parts;
        for (const MathNode& child : node.children) {
            const QString part = speech(child);
            if (!part.isEmpty())
                parts.append(part);
        }
        return parts.join(QLatin1Char(' ')).replace(QStringLiteral(" ,"), QStringLiteral(","));
    }
    case Kind::Symbol:
    case Kind::BigOp:
        return spokenSymbol(node);
    case Kind::Text:
        return node.text;
    case Kind::Space:
        return {};
    case Kind::Fraction:
        return QStringLiteral("the fraction %1 over %2, end fraction")
            .arg(speech(node.children.at(0)), speech(node.children.at(1)));
    case Kind::Radical: {
        const MathNode& radicand = node.children.at(0);
        const bool simple = radicand.children.size() <= 1;
        return simple ? QStringLiteral("square root of %1").arg(speech(radicand))
                      : QStringLiteral("square root of %1, end root").arg(speech(radicand));
    }
    case Kind::Accent:
        return QStringLiteral("%1 %2").arg(speech(node.children.at(0)), node.text);
    case Kind::Fenced:
        return QStringLiteral("open %1, close").arg(speech(node.children.at(0)));
    case Kind::Matrix: {
        QStringList rows;
        for (const MathNode& r : node.children) {
            QStringList cells;
            for (const MathNode& cell : r.children)
                cells.append(speech(cell));
            rows.append(QStringLiteral("row %1").arg(cells.join(QStringLiteral(", "))));
        }
        return QStringLiteral("matrix, %1, end matrix").arg(rows.join(QStringLiteral("; ")));
    }
    case Kind::Scripts: {
        QString out = speech(node.children.at(0));
        if (node.hasSub)
            out += QStringLiteral(" sub ") + speech(node.children.at(1));
        if (node.hasSup) {
            const QString sup = speech(node.children.at(2));
            if (sup == QLatin1String("2"))
                out += QStringLiteral(" squared");
            else if (sup == QLatin1String("transpose") || sup == QLatin1String("prime"))
                out += QLatin1Char(' ') + sup;
            else
                out += QStringLiteral(" to the power ") + sup;
        }
        return out;
    }
    }
    return {};
}

// Placeholders: kOpen, the TeX as hexadecimal UTF-16 units (nothing Markdown would act on), kClose.
constexpr char16_t kOpen = 0xe000;
constexpr char16_t kClose = 0xe001;

QString placeholder(const QString& tex) {
    QString out(1, QChar(kOpen));
    for (const QChar c : tex)
        out += QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    out += QChar(kClose);
    return out;
}

// Calls onSpan(openOffset, closeOffset) for every $...$ span of a Markdown text, skipping inline
// code, HTML comments and escaped dollars. Returns false (with error/offset) on an unclosed span.
template <typename OnSpan>
bool forEachMathSpan(const QString& text, OnSpan onSpan, MathCheck* problem) {
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        const QChar c = text.at(i);
        if (const int end = syntax::verbatimEnd(text, i); end >= 0) {
            i = end;
            continue;
        }
        if (c != QLatin1Char('$')) {
            ++i;
            continue;
        }
        if (i + 1 < n && text.at(i + 1) == QLatin1Char('$')) {
            if (problem) {
                problem->error = QStringLiteral(
                    "display math `$$` is not supported (use a `formula` block, or `$...$`)");
                problem->offset = i;
            }
            return false;
        }
        int close = i + 1;
        while (close < n && text.at(close) != QLatin1Char('$')) {
            if (text.at(close) == QLatin1Char('\n')) {
                // Math never spans a blank line (a paragraph break).
                int next = close + 1;
                while (next < n &&
                       (text.at(next) == QLatin1Char(' ') || text.at(next) == QLatin1Char('\t')))
                    ++next;
                if (next >= n || text.at(next) == QLatin1Char('\n')) {
                    close = n;
                    break;
                }
            }
            if (text.at(close) == QLatin1Char('\\'))
                ++close;
            ++close;
        }
        if (close >= n) {
            if (problem) {
                problem->error = QStringLiteral("math is not closed (add the closing `$`, or "
                                                "write `\\$` for a literal dollar sign)");
                problem->offset = i;
            }
            return false;
        }
        if (!onSpan(i, close))
            return false;
        i = close + 1;
    }
    return true;
}

} // namespace

MathParse parseMath(const QString& tex) {
    return MathParser(tex).run();
}

QString mathToPlainText(const MathNode& node) {
    return plainText(node);
}

QString mathToSpeech(const MathNode& node) {
    return speech(node);
}

QString markdownWithMath(const QString& source) {
    const QString markdown = syntax::withoutHtmlComments(source);
    QString out;
    int copied = 0;
    forEachMathSpan(
        markdown,
        [&](int open, int close) {
            const QString tex = markdown.mid(open + 1, close - open - 1);
            if (!parseMath(tex).ok())
                return true; // left as written; the validator reports it
            out += markdown.mid(copied, open - copied);
            out += placeholder(tex);
            copied = close + 1;
            return true;
        },
        nullptr);
    out += markdown.mid(copied);
    return out;
}

QList<MathPlaceholder> mathPlaceholders(const QString& text) {
    QList<MathPlaceholder> found;
    int i = int(text.indexOf(QChar(kOpen)));
    while (i >= 0) {
        const int close = int(text.indexOf(QChar(kClose), i + 1));
        if (close < 0)
            break;
        const int digits = close - i - 1;
        MathPlaceholder p;
        p.start = i;
        p.length = close - i + 1;
        bool valid = digits % 4 == 0;
        for (int d = i + 1; valid && d < close; d += 4) {
            const uint unit = QStringView(text).mid(d, 4).toUInt(&valid, 16);
            p.tex += QChar(char16_t(unit));
        }
        if (valid)
            found.append(p);
        i = int(text.indexOf(QChar(kOpen), close + 1));
    }
    return found;
}

QString withPlainMath(const QString& text) {
    const QList<MathPlaceholder> found = mathPlaceholders(text);
    if (found.isEmpty())
        return text;
    QString out;
    int copied = 0;
    for (const MathPlaceholder& p : found) {
        out += text.mid(copied, p.start - copied);
        out += mathToPlainText(parseMath(p.tex).root);
        copied = p.start + p.length;
    }
    out += text.mid(copied);
    return out;
}

QString plainTextWithMath(const QString& source) {
    QString out;
    int copied = 0;
    forEachMathSpan(
        source,
        [&](int open, int close) {
            const MathParse math = parseMath(source.mid(open + 1, close - open - 1));
            out += source.mid(copied, open - copied);
            out += math.ok() ? mathToPlainText(math.root) : source.mid(open + 1, close - open - 1);
            copied = close + 1;
            return true;
        },
        nullptr);
    out += source.mid(copied);
    out.replace(QStringLiteral("\\$"), QStringLiteral("$"));
    return out;
}

MathCheck checkMath(const QString& text) {
    MathCheck problem;
    forEachMathSpan(
        text,
        [&](int open, int close) {
            const MathParse math = parseMath(text.mid(open + 1, close - open - 1));
            if (math.ok())
                return true;
            problem.error = math.error;
            problem.offset = open + 1 + math.errorColumn;
            return false;
        },
        &problem);
    return problem;
}

} // namespace lessons
