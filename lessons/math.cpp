#include "lessons/math.h"

#include "lessons/syntax.h"

#include <QHash>

namespace lessons {
namespace {

struct Symbol {
    const char* name;
    const char* html;
};

// The TeX subset of docs/lesson-format.md, section "Math".
const Symbol kSymbols[] = {
    {"alpha", "&alpha;"},
    {"beta", "&beta;"},
    {"gamma", "&gamma;"},
    {"delta", "&delta;"},
    {"epsilon", "&epsilon;"},
    {"varepsilon", "&epsilon;"},
    {"zeta", "&zeta;"},
    {"eta", "&eta;"},
    {"theta", "&theta;"},
    {"iota", "&iota;"},
    {"kappa", "&kappa;"},
    {"lambda", "&lambda;"},
    {"mu", "&mu;"},
    {"nu", "&nu;"},
    {"xi", "&xi;"},
    {"omicron", "&omicron;"},
    {"pi", "&pi;"},
    {"rho", "&rho;"},
    {"sigma", "&sigma;"},
    {"tau", "&tau;"},
    {"upsilon", "&upsilon;"},
    {"phi", "&phi;"},
    {"varphi", "&phi;"},
    {"chi", "&chi;"},
    {"psi", "&psi;"},
    {"omega", "&omega;"},
    {"Gamma", "&Gamma;"},
    {"Delta", "&Delta;"},
    {"Theta", "&Theta;"},
    {"Lambda", "&Lambda;"},
    {"Xi", "&Xi;"},
    {"Pi", "&Pi;"},
    {"Sigma", "&Sigma;"},
    {"Upsilon", "&Upsilon;"},
    {"Phi", "&Phi;"},
    {"Psi", "&Psi;"},
    {"Omega", "&Omega;"},
    {"cdot", " &middot; "},
    {"times", " &times; "},
    {"to", " &rarr; "},
    {"approx", " &asymp; "},
    {"le", " &le; "},
    {"leq", " &le; "},
    {"ge", " &ge; "},
    {"geq", " &ge; "},
    {"ne", " &ne; "},
    {"neq", " &ne; "},
    {"pm", " &plusmn; "},
    {"infty", "&infin;"},
    {"sum", "&sum;"},
    {"top", "&#8868;"},
    {"ldots", "&hellip;"},
    {"dots", "&hellip;"},
    {"cdots", "&#8943;"},
    {"exp", "exp "},
    {"log", "log "},
    {"ln", "ln "},
    {"max", "max "},
    {"min", "min "},
    {"in", " &isin; "},
    {"partial", "&part;"},
    {"sim", " &sim; "},
    {"propto", " &prop; "},
    {"mid", " | "},
    {"lt", " &lt; "},
    {"gt", " &gt; "},
    {"quad", "&emsp;"},
    {"left", ""},
    {"right", ""},
};

QString escapeChar(QChar c) {
    switch (c.unicode()) {
    case '&':
        return QStringLiteral("&amp;");
    case '<':
        return QStringLiteral("&lt;");
    case '>':
        return QStringLiteral("&gt;");
    case '"':
        return QStringLiteral("&quot;");
    case '*': // would otherwise start Markdown emphasis around the HTML
        return QStringLiteral("&#42;");
    case '_':
        return QStringLiteral("&#95;");
    default:
        return QString(c);
    }
}

class TexConverter {
public:
    explicit TexConverter(const QString& tex) : tex_(tex) {}

    MathResult run() {
        MathResult result;
        result.html = sequence(false);
        if (error_.isEmpty() && pos_ < tex_.size()) // a stray '}'
            fail(QStringLiteral("unmatched `}` in math (remove it or add the `{` it closes)"),
                 pos_);
        if (!error_.isEmpty()) {
            result.html.clear();
            result.error = error_;
            result.errorColumn = errorColumn_;
        }
        return result;
    }

private:
    void fail(const QString& message, int column) {
        if (error_.isEmpty()) {
            error_ = message;
            errorColumn_ = column;
        }
    }

    // Converts until the end or an unmatched '}' (left for the caller).
    QString sequence(bool inGroup) {
        QString out;
        while (pos_ < tex_.size() && error_.isEmpty()) {
            const QChar c = tex_.at(pos_);
            if (c == QLatin1Char('}')) {
                if (inGroup)
                    return out;
                return out;
            }
            out += atom();
        }
        return out;
    }

    // A group {...} or a single atom, as argument of ^, _, \sqrt, \frac.
    QString argument(const QString& what, int commandColumn) {
        while (pos_ < tex_.size() && tex_.at(pos_) == QLatin1Char(' '))
            ++pos_;
        if (pos_ >= tex_.size() || tex_.at(pos_) == QLatin1Char('}')) {
            fail(QStringLiteral("%1 needs something after it (write e.g. `%1{...}`)").arg(what),
                 commandColumn);
            return {};
        }
        return atom();
    }

    QString group() {
        const int open = pos_;
        ++pos_; // '{'
        QString inner = sequence(true);
        if (pos_ >= tex_.size()) {
            fail(QStringLiteral("`{` is never closed in math (add a `}`)"), open);
            return {};
        }
        ++pos_; // '}'
        return inner;
    }

    QString rawGroup(const QString& command, int commandColumn) {
        if (pos_ >= tex_.size() || tex_.at(pos_) != QLatin1Char('{')) {
            fail(QStringLiteral("`\\%1` needs its text in braces (write `\\%1{...}`)").arg(command),
                 commandColumn);
            return {};
        }
        const int open = pos_;
        const int close = tex_.indexOf(QLatin1Char('}'), pos_);
        if (close < 0) {
            fail(QStringLiteral("`{` is never closed in math (add a `}`)"), open);
            return {};
        }
        QString out;
        for (int i = pos_ + 1; i < close; ++i)
            out += escapeChar(tex_.at(i));
        pos_ = close + 1;
        return out;
    }

    QString atom() {
        const int start = pos_;
        const QChar c = tex_.at(pos_);
        if (c == QLatin1Char('{'))
            return group();
        if (c == QLatin1Char('^') || c == QLatin1Char('_')) {
            ++pos_;
            const QString arg = argument(QString(c), start);
            return c == QLatin1Char('^') ? QStringLiteral("<sup>%1</sup>").arg(arg)
                                         : QStringLiteral("<sub>%1</sub>").arg(arg);
        }
        if (c == QLatin1Char('\\'))
            return command();
        ++pos_;
        if (c.isLetter() && c.unicode() < 128)
            return QStringLiteral("<i>%1</i>").arg(c);
        if (c == QLatin1Char('$')) {
            fail(QStringLiteral("`$` inside math (write `\\$` for a dollar sign)"), start);
            return {};
        }
        return escapeChar(c);
    }

    QString command() {
        const int start = pos_;
        ++pos_; // backslash
        if (pos_ >= tex_.size()) {
            fail(QStringLiteral("a lone `\\` at the end of math (remove it or write `\\$`)"),
                 start);
            return {};
        }
        const QChar first = tex_.at(pos_);
        if (!first.isLetter()) {
            ++pos_;
            switch (first.unicode()) {
            case ',':
            case ';':
            case ' ':
                return QStringLiteral(" ");
            case '!':
                return {};
            case '{':
            case '}':
            case '$':
            case '%':
            case '_':
            case '#':
            case '&':
                return escapeChar(first);
            default:
                fail(QStringLiteral("unknown math command `\\%1`").arg(first), start);
                return {};
            }
        }
        int end = pos_;
        while (end < tex_.size() && tex_.at(end).isLetter() && tex_.at(end).unicode() < 128)
            ++end;
        const QString name = tex_.mid(pos_, end - pos_);
        pos_ = end;
        if (name == QLatin1String("sqrt")) {
            const QString arg = argument(QStringLiteral("\\sqrt"), start);
            return QStringLiteral("&radic;<span style=\"text-decoration: overline\">%1</span>")
                .arg(arg);
        }
        if (name == QLatin1String("frac")) {
            const QString num = argument(QStringLiteral("\\frac"), start);
            const QString den = argument(QStringLiteral("\\frac"), start);
            return QStringLiteral("<sup>%1</sup>&frasl;<sub>%2</sub>").arg(num, den);
        }
        if (name == QLatin1String("text") || name == QLatin1String("mathrm") ||
            name == QLatin1String("operatorname"))
            return rawGroup(name, start);
        for (const Symbol& s : kSymbols) {
            if (name == QLatin1String(s.name))
                return QString::fromLatin1(s.html);
        }
        fail(QStringLiteral("unknown math command `\\%1`").arg(name), start);
        return {};
    }

    const QString& tex_;
    int pos_ = 0;
    QString error_;
    int errorColumn_ = -1;
};

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

MathResult texToHtml(const QString& tex) {
    return TexConverter(tex).run();
}

QString markdownWithMath(const QString& source) {
    const QString markdown = syntax::withoutHtmlComments(source);
    QString out;
    int copied = 0;
    forEachMathSpan(
        markdown,
        [&](int open, int close) {
            const MathResult math = texToHtml(markdown.mid(open + 1, close - open - 1));
            if (!math.ok())
                return true; // left as written; the validator reports it
            out += markdown.mid(copied, open - copied);
            out += math.html;
            copied = close + 1;
            return true;
        },
        nullptr);
    out += markdown.mid(copied);
    return out;
}

MathCheck checkMath(const QString& text) {
    MathCheck problem;
    forEachMathSpan(
        text,
        [&](int open, int close) {
            const MathResult math = texToHtml(text.mid(open + 1, close - open - 1));
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
